"""`affray scenarios`: the scenarios bundled with each ruleset, listed and copied out."""

from __future__ import annotations

from pathlib import Path

import click

from ..atomic import write_file
from ..errors import AffrayError
from ..ruleset import available, load as load_ruleset


def bundled(ruleset_id: str | None = None) -> list[tuple[str, Path, bool]]:
    """(id RULESET/NAME, file, is the ruleset's default) for every bundled scenario, sorted."""
    ids = sorted(available()) if ruleset_id is None else [load_ruleset(ruleset_id).id]
    out = []
    for rid in ids:
        try:
            default = load_ruleset(rid).default_scenario
        except AffrayError:
            continue
        if default is None:
            continue
        default = Path(default)
        for path in sorted(default.parent.glob("*.toml")):
            out.append((f"{rid}/{path.stem}", path, path.resolve() == default.resolve()))
    return out


@click.command()
@click.option("--ruleset", "ruleset_id", help="Only this ruleset's scenarios.")
@click.option("--copy", "copies", multiple=True, metavar="RULESET/NAME",
              help="Copy a scenario out as RULESET-NAME.toml ('all' copies every one).")
@click.option("--to", "folder", default=".", show_default=True,
              type=click.Path(file_okay=False), help="Where --copy writes.")
def scenarios(ruleset_id, copies, folder):
    """The bundled scenarios: `affray run --ruleset R` plays R's default; copy one to edit it."""
    found = bundled(ruleset_id)
    if not copies:
        from ..scenario import read_data
        for sid, path, default in found:
            name = read_data(path).get("name", "")
            click.echo(f"{sid:<28} {name}{'  (default)' if default else ''}")
        return
    by_id = {sid: path for sid, path, _ in found}
    wanted = list(by_id) if "all" in copies else list(copies)
    for sid in wanted:
        if sid not in by_id:
            raise click.ClickException(f"--copy {sid!r}: no such bundled scenario; "
                                       f"they are {sorted(by_id)}")
    if not Path(folder).is_dir():
        raise click.ClickException(f"--to {folder}: no such folder")
    for sid in wanted:
        target = Path(folder) / (sid.replace("/", "-") + ".toml")
        write_file(target, by_id[sid].read_bytes())
        click.echo(f"{sid} -> {target}")
