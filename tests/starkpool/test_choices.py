"""PlainOptions keeps the rules' option lists as given: every list it is handed must already
be in the form a log holds (what ListOptions would have made of it)."""
import io

import msgspec

from affray.kernel import Battle
from affray.kernel.scenario import decode, load
from affray.systems.starkpool import DEFAULT_SCENARIO
from affray.systems.starkpool.rules import choices


def _plain(v) -> bool:
    if isinstance(v, list):
        return all(_plain(x) for x in v)
    return type(v) in (str, int, float, bool, type(None))


def test_every_melee_and_missile_option_list_is_already_plain(monkeypatch):
    seen = []
    original = choices.PlainOptions.__init__

    def checking(self, values):
        seen.append(values)
        original(self, values)
    monkeypatch.setattr(choices.PlainOptions, "__init__", checking)
    data = msgspec.to_builtins(load(DEFAULT_SCENARIO))
    for seed in range(4):
        sc = decode(dict(data, sides=[dict(s, policy="random") for s in data["sides"]]))
        Battle.from_scenario(sc, seed=seed, out=io.BytesIO(), keep_events=False).run()
    assert seen and all(_plain(v) and msgspec.to_builtins(v) == v for v in seen)
