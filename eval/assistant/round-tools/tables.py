"""Print the composition tables used in README.md (python3 tables.py DATA_DIR)."""
import csv, os, sys, unicodedata, re
from collections import Counter, defaultdict
# source.py is the current directory's (the round's folder); validate.py stands beside this script.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.getcwd())
from source import MESSAGES
from validate import CATS, LANGS, norm
data = sys.argv[1] if len(sys.argv) > 1 else os.environ.get("LUX_DATA", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "src", "server", "db", "seed", "data"))
rd = lambda f: list(csv.DictReader(open(os.path.join(data, f), encoding="utf-8")))
communes = {norm(r["commune"]) for r in rd("communes.csv")}
quarters = set()
for r in rd("quarters.csv"):
    for col in ("quarter",):
        quarters.add(norm(r[col])); quarters |= {norm(p) for p in r[col].split("/")}
locs = {norm(re.sub(r"\s*\(.*?\)", "", r["locality"])) for r in rd("localities_unique.csv")}
alt = {}
for r in rd("place_names.csv"):
    alt.setdefault(norm(r["name"]), r["lang"])
def form(t):
    place, commune = t[4], t[3]
    if place is None: return "none"
    if commune == "abroad": return "abroad"
    if re.fullmatch(r"L-\d{4}", place): return "postal"
    if place == place.lower(): return "lower-case"
    n = norm(place)
    if n in communes: return "commune"
    if n in quarters: return "quarter"
    if n in locs: return "locality"
    if n in alt: return f"alt-{alt[n]}"
    return "?"
FORMS = ["commune", "locality", "quarter", "alt-lb", "alt-de", "alt-fr", "alt-pt", "alt-en", "alt-it", "postal", "lower-case", "abroad", "none"]
def table(rows, cols, cell):
    out = ["| | " + " | ".join(cols) + " | total |", "|" + "---|" * (len(cols) + 2)]
    for r in rows:
        vals = [cell(r, c) for c in cols]
        out.append(f"| {r} | " + " | ".join(str(v) for v in vals) + f" | {sum(vals)} |")
    return "\n".join(out)
cc = Counter((t[0][:2], t[2] or "null") for t in MESSAGES)
print("### Language × category\n")
print(table(CATS + ["null"], LANGS, lambda r, c: cc[(c, r)]))
fc = Counter((t[0][:2], form(t)) for t in MESSAGES)
used = [f for f in FORMS if any(fc[(l, f)] for l in LANGS)] + sorted({form(t) for t in MESSAGES} - set(FORMS))
print("\n### Language × how the place is written\n")
print(table(LANGS, used, lambda r, c: fc[(r, c)]))
print("\n### Place form per message\n")
for t in MESSAGES:
    print(f"- {t[0]}: {form(t)} `{t[4]}` → {t[3]}" + (f"; distractors {t[5]}" if t[5] else "") + (f"; not-place {t[6]}" if t[6] else ""))
