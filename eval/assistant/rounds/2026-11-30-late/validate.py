"""Build messages.json from source.py and validate it against the reference CSVs.
Helper for the blind set 2026-11-30-late: run from this folder with `python3 -B validate.py`."""
import csv, json, re, sys, collections, os, unicodedata
HERE = os.path.dirname(os.path.abspath(__file__))
D = os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../../../src/server/db/seed/data")
sys.path.insert(0, HERE)
from source import M

SLUGS = ("plumbing electrical heating painting carpentry roofing masonry tiling locksmith gardening "
         "moving cleaning renovation appliance-repair solar legal accounting it-support "
         "web-development translation photography interior-design pest-control").split()
LANGS = ["lb", "fr", "de", "en", "pt", "it", "es"]

communes = {r["commune"] for r in csv.DictReader(open(f"{D}/communes.csv", encoding="utf-8"))}
assert len(communes) == 100
names = collections.defaultdict(set)          # lower name -> communes
def add(n, c):
    names[n.strip().lower()].add(c)
for c in communes: add(c, c)
for r in csv.DictReader(open(f"{D}/place_names.csv", encoding="utf-8")):
    add(r["name"], r["commune"])
for r in csv.DictReader(open(f"{D}/localities_unique.csv", encoding="utf-8")):
    add(r["locality"], r["commune"]); add(re.sub(r"\s*\(.*\)$", "", r["locality"]), r["commune"])
for r in csv.DictReader(open(f"{D}/quarters.csv", encoding="utf-8")):
    for n in [r["quarter"], r["name_lb"]] + r["quarter"].split("/") + r["name_lb"].split("/"):
        add(n, "Luxembourg")
postal = collections.defaultdict(set)
for r in csv.DictReader(open(f"{D}/localities.csv", encoding="utf-8")):
    postal[r["postal_code"]].add(r["commune"])

def resolve(s):
    p = re.fullmatch(r"(?:L-)?(\d{4})", s.strip(), re.I)
    if p:
        return postal.get(p.group(1), set())
    return names.get(s.strip().lower(), set())

def occurs(s, text):
    return re.search(r"(?<!\w)" + re.escape(s) + r"(?!\w)", text, re.I) is not None

errors, warnings = [], []
ids = [x["id"] for x in M]
if len(ids) != 175: errors.append(f"count {len(ids)} != 175")
if len(set(ids)) != len(ids): errors.append("duplicate ids: %s" % [i for i, n in collections.Counter(ids).items() if n > 1])

out = []
for x in M:
    i = x["id"]
    mm = re.fullmatch(r"(lb|fr|de|en|pt|it|es)-([st])(\d\d)", i)
    if not mm: errors.append(f"{i}: bad id"); continue
    lang, st, n = mm.group(1), mm.group(2), int(mm.group(3))
    if not (1 <= n <= (10 if st == "s" else 15)): errors.append(f"{i}: number out of range")
    style = "short" if st == "s" else "story"
    cat, com, text = x["category"], x["commune"], x["text"]
    if cat is not None and cat not in SLUGS: errors.append(f"{i}: bad slug {cat}")
    if com is not None and com != "abroad" and com not in communes: errors.append(f"{i}: bad commune {com}")
    if com in (None, "abroad") and x["places"]: errors.append(f"{i}: places given for {com}")
    if com not in (None, "abroad") and not x["places"]: errors.append(f"{i}: no written place for {com}")
    for p in x["places"]:
        written, _, canon = p.partition("=")
        if not occurs(written, text): errors.append(f"{i}: place '{written}' not in text")
        r = resolve(canon or written)
        if r != {com}: errors.append(f"{i}: place '{p}' resolves to {sorted(r)} not {com}")
    for o in x["other"]:
        if not occurs(o, text): errors.append(f"{i}: other '{o}' not in text")
        r = resolve(o)
        if com in r and len(r) == 1: errors.append(f"{i}: distractor '{o}' resolves to label {com}")
    # unannotated place-like tokens (warning only)
    annotated = {p.partition("=")[0].lower() for p in x["places"]} | {o.lower() for o in x["other"]}
    for nm, cs in names.items():
        if len(nm) >= 4 and nm not in annotated and occurs(nm, text) and not any(nm in a for a in annotated):
            warnings.append(f"{i}: unannotated place-like word '{nm}' -> {sorted(cs)}")
    for pc in re.findall(r"(?<!\d)(?:L-)?\d{4}(?!\d)", text):
        if pc.lower() not in annotated and postal.get(pc[-4:]):
            warnings.append(f"{i}: number '{pc}' is also a postal code of {sorted(postal[pc[-4:]])}")
    if len(text.strip()) < 20: errors.append(f"{i}: text too short")
    out.append({"id": i, "language": lang, "style": style, "text": text, "category": cat, "commune": com})

# composition
rows = []
for L in LANGS:
    xs = [o for o in out if o["language"] == L]
    c = dict(messages=len(xs), short=sum(o["style"] == "short" for o in xs), story=sum(o["style"] == "story" for o in xs),
             no_place=sum(o["commune"] is None for o in xs), no_trade=sum(o["category"] is None for o in xs),
             abroad=sum(o["commune"] == "abroad" for o in xs))
    want = dict(messages=25, short=10, story=15, no_place=5, no_trade=1, abroad=1)
    if c != want: errors.append(f"{L}: composition {c} != {want}")
    missing = set(SLUGS) - {o["category"] for o in xs}
    if missing: errors.append(f"{L}: trades missing {sorted(missing)}")
    rows.append((L, c, collections.Counter(o["category"] for o in xs if o["category"])))
for o in out:
    if set(o) != {"id", "language", "style", "text", "category", "commune"}: errors.append(f"{o['id']}: fields")

with open(os.path.join(HERE, "messages.json"), "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
    f.write("\n")
# re-read and re-check the written file
back = json.load(open(os.path.join(HERE, "messages.json"), encoding="utf-8"))
assert back == out and len(back) == 175

for L, c, cnt in rows:
    print(L, c, "dups:", {k: v for k, v in cnt.items() if v > 1})
print("communes used:", len({o["commune"] for o in out if o["commune"] not in (None, "abroad")}))
for w in warnings: print("WARN", w)
for e in errors: print("ERROR", e)
print("RESULT:", "OK" if not errors else f"{len(errors)} errors", f"({len(warnings)} warnings)")
sys.exit(1 if errors else 0)
