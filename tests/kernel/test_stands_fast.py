"""The inlined plane predicates give exactly what the plain
composition of `_cross`, `edges` and `_segments_cross` gives, degenerate touches included."""

import math

from hypothesis import given, settings, strategies as st

from affray.kernel.geometry import stands as G


def _contains_ref(poly, p):
    return all(G._cross(a, b, p) > 0 for a, b in G.edges(poly))


def _overlaps_ref(a, b):
    if any(_contains_ref(b, p) for p in a) or any(_contains_ref(a, p) for p in b):
        return True
    return any(G._segments_cross(p, q, r, s) for p, q in G.edges(a) for r, s in G.edges(b))


# coordinates on a coarse grid and whole headings make touching edges and shared corners
# common, the cases where a reordered float operation would show
coord = st.integers(-8, 8).map(lambda v: v / 2)
stand = st.builds(lambda x, y, h, k, w: G.rect(x, y, h * 45.0, 1.0 + k, w) if k else G.square(x, y, h * 45.0, w),
                  coord, coord, st.integers(0, 7), st.integers(0, 2), st.sampled_from([0.5, 1.0, 1.5]))


@settings(max_examples=600, deadline=None)
@given(a=stand, b=stand, dx=st.integers(-4, 4), dy=st.integers(-4, 4))
def test_overlaps_and_contains_match_the_plain_composition(a, b, dx, dy):
    b = G.translate(b, dx / 4, dy / 4)
    assert G.overlaps(a, b) == _overlaps_ref(a, b)
    for p in b + [((a[0][0] + a[2][0]) / 2, (a[0][1] + a[2][1]) / 2)]:
        assert G.contains(a, p) == _contains_ref(a, p)
    d = G.distance(a, b)
    assert d == 0.0 or math.isclose(d, G.seg_distance(*a[:2], *b[:2])) or d <= G.seg_distance(*a[:2], *b[:2])


def _first_contact_ref(mover, heading, dist, other):
    d = G.unit(heading)
    back = (-d[0], -d[1])
    hits = [G._ray_seg(v, d, p, q) for v in mover for p, q in G.edges(other)]
    hits += [G._ray_seg(w, back, p, q) for w in other for p, q in G.edges(mover)]
    best = min([t for t in hits if t is not None], default=math.inf)
    return best if best <= dist + 1e-12 else None


@settings(max_examples=600, deadline=None)
@given(a=stand, b=stand, heading=st.integers(0, 71).map(lambda k: k * 5.0),
       dist=st.sampled_from([0.5, 2.0, 8.0]))
def test_first_contact_matches_the_plain_composition_bit_for_bit(a, b, heading, dist):
    got = G.first_contact_apart(a, heading, dist, b)
    want = _first_contact_ref(a, heading, dist, b)
    assert got == want and (got is None or math.copysign(1.0, got) == math.copysign(1.0, want))
