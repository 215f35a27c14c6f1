"""A charge declaration (DS-135) describes itself to a host as any ordered list of distinct
enemies, with the lists a policy is offered (docs/choices.md)."""

from affray.systems.destrier.phases.cavalry import ChargeOptions

from .conftest import Table, fig


def test_ds_135_a_charge_declaration_is_any_ordered_list_of_enemies():
    t = Table([fig("A", "red", (0, 0)), fig("B", "blue", (10, 0)), fig("C", "blue", (12, 0))])
    opts = ChargeOptions(t.state, 1)
    d = opts.describe()
    assert d["shape"] == "any" and d["suggested"] == opts.enumerate()
    assert "[2, 3]" in d["note"] and opts.legal([3, 2]) is None
