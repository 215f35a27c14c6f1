"""The blake2b of many Destrier logs, to prove speed work leaves every byte alone:

    .venv/bin/python benchmarks/destrier_hashes.py [--save FILE] [--check FILE]   (project root)

The recorded fights, the default scenario (seeds 1-10, tactical and random-legal) and six
stock matchups (seeds 1-3, both policies). `--check benchmarks/results/destrier-log-hashes.json`
compares with the set its "current" key names (one set per rules version is kept there)."""
import argparse
import glob
import hashlib
import os
import subprocess
import sys
import tempfile
from concurrent.futures import ProcessPoolExecutor

from hashset import save_or_check  # benchmarks/, the script's own folder
from affray.kernel.log import as_format_2

AF = ".venv/bin/affray"
LOGS = os.path.join(tempfile.gettempdir(), "destrier-hash-logs")
jobs = []
for f in sorted(glob.glob("replays/destrier/*.toml")):
    jobs.append((f"replay:{os.path.basename(f)}", [AF, "run", f]))
for s in range(1, 11):
    jobs.append((f"default:tactical:{s}", [AF, "run", "systems/destrier/scenarios/default.toml", "--seed", str(s)]))
    jobs.append((f"default:random:{s}", [AF, "run", "systems/destrier/scenarios/default.toml", "--seed", str(s), "--policy", "Wyke=random", "--policy", "Orcs=random"]))
MATCH = ["1 knight v 1 man-at-arms", "3 man-at-arms v 3 orc", "2 man-at-arms v 3 orc",
         "1 archer, 1 berserker v 1 troll", "2 knight v 1 dragon", "1 ogre v 2 man-at-arms"]
for m in MATCH:
    for s in range(1, 4):
        jobs.append((f"fight:{m}:tactical:{s}", [AF, "fight", m, "--ruleset", "destrier", "--seed", str(s)]))
        jobs.append((f"fight:{m}:random:{s}", [AF, "fight", m, "--ruleset", "destrier", "--seed", str(s), "--policy", "side 1=random", "--policy", "side 2=random"]))

def one(job):
    name, cmd = job
    out = f"{LOGS}/{hashlib.md5(name.encode()).hexdigest()}.affray"
    # default scenario uses 'run' with default out; give an explicit out
    if cmd[1] == "run" and len(cmd) > 2 and cmd[2].endswith(".toml"):
        cmd = cmd[:3] + ["--out", out] + cmd[3:]
    else:
        cmd = cmd + ["--out", out]
    r = subprocess.run(cmd + ["-q"], capture_output=True, text=True)
    if r.returncode != 0:
        return name, "ERR " + r.stderr.strip()[-200:]
    return name, hashlib.blake2b(as_format_2(open(out, "rb").read())).hexdigest()  # format-independent

if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--save")
    ap.add_argument("--check")
    args = ap.parse_args()
    os.makedirs(LOGS, exist_ok=True)
    with ProcessPoolExecutor(2) as ex:
        res = dict(ex.map(one, jobs))
    for k, v in res.items():
        if v.startswith("ERR"):
            print(k, v)
    sys.exit(save_or_check(res, args.save, args.check))
