# -*- coding: utf-8 -*-
"""Build messages.json from source.py and check the set against the brief and the place data.

Usage: python3 validate.py [DATA_DIR]
DATA_DIR defaults to the environment variable LUX_DATA or the repository's reference place data
(src/server/db/seed/data).
Prints OK at the end when every check passes; otherwise lists the problems and exits 1.
"""
import csv
import json
import os
import re
import sys
import unicodedata
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from source import MESSAGES  # noqa: E402

DATA = (sys.argv[1] if len(sys.argv) > 1 else
        os.environ.get("LUX_DATA", os.path.join(HERE, "..", "..", "..", "..", "src", "server", "db", "seed", "data")))

LABELS = ["plumbing", "electrical", "heating", "painting", "carpentry", "roofing", "masonry",
          "tiling", "locksmith", "gardening", "moving", "cleaning", "renovation",
          "appliance-repair", "solar", "legal", "accounting", "it-support", "web-development",
          "translation", "photography", "interior-design", "pest-control"]
LANGS = ["lb", "fr", "de", "en", "pt", "it", "es"]


def norm(s):
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c))
    s = s.lower().replace("ß", "ss")
    s = re.sub(r"[-/'’]", " ", s)
    return re.sub(r"\s+", " ", s).strip()


def read(name):
    with open(os.path.join(DATA, name), encoding="utf-8") as f:
        return list(csv.DictReader(f))


communes = {r["commune"] for r in read("communes.csv")}
# name index: normalised name -> {commune: set(kinds)}
INDEX = defaultdict(lambda: defaultdict(set))


def add(name, commune, kind):
    n = norm(name)
    if n:
        INDEX[n][commune].add(kind)


for c in communes:
    add(c, c, "commune")
for r in read("localities_unique.csv"):
    add(r["locality"], r["commune"], "locality")
    bare = re.sub(r"\s*\(.*\)\s*$", "", r["locality"])  # "Windhof (Koerich)" -> "Windhof"
    if bare != r["locality"]:
        add(bare, r["commune"], "locality")
for r in read("quarters.csv"):
    for nm in (r["quarter"], r["name_lb"]):
        add(nm, "Luxembourg", "quarter")
        for part in nm.split("/"):
            add(part, "Luxembourg", "quarter")
for r in read("place_names.csv"):
    kind = "quarter" if r["kind"] == "quarter" else "alt-name"
    add(r["name"], r["commune"], kind)
POSTAL = defaultdict(set)
for r in read("localities.csv"):
    POSTAL[r["postal_code"]].add(r["commune"])

POSTAL_RE = re.compile(r"^L-?\s?(\d{4})$", re.I)


def resolve(place):
    """Return (set of communes, kind) for a place string as written."""
    m = POSTAL_RE.match(place.strip())
    if m:
        return set(POSTAL.get(m.group(1), set())), "postal code"
    hit = INDEX.get(norm(place), {})
    kinds = set().union(*hit.values()) if hit else set()
    for k in ("commune", "quarter", "locality", "alt-name"):
        if k in kinds:
            kind = k
            break
    else:
        kind = None
    return set(hit), kind


def occurs(needle, text):
    n = norm(needle)
    return re.search(r"(?<![a-z0-9])" + re.escape(n) + r"(?![a-z0-9])", norm(text)) is not None


def spans(needle, text):
    n = norm(needle)
    t = norm(text)
    return [(m.start(), m.end()) for m in
            re.finditer(r"(?<![a-z0-9])" + re.escape(n) + r"(?![a-z0-9])", t)]


errors = []
warnings = []
ids = [m[0] for m in MESSAGES]
if len(MESSAGES) != 175:
    errors.append("expected 175 messages, got %d" % len(MESSAGES))
if len(set(ids)) != len(ids):
    errors.append("duplicate ids: %s" % [i for i, c in Counter(ids).items() if c > 1])

out = []
per_lang = defaultdict(list)
form_table = defaultdict(Counter)
for (mid, text, cat, commune, place, distractors, not_place) in MESSAGES:
    m = re.match(r"^(lb|fr|de|en|pt|it|es)-(s|t)(\d\d)$", mid)
    if not m:
        errors.append("%s: bad id" % mid)
        continue
    lang, st, num = m.group(1), m.group(2), int(m.group(3))
    style = "short" if st == "s" else "story"
    if (style == "short" and not 1 <= num <= 10) or (style == "story" and not 1 <= num <= 15):
        errors.append("%s: id number out of range" % mid)
    if cat is not None and cat not in LABELS:
        errors.append("%s: unknown category %r" % (mid, cat))
    if commune not in communes and commune not in (None, "abroad"):
        errors.append("%s: commune %r not in communes.csv" % (mid, commune))
    if "\n" in text:
        errors.append("%s: text has a line break" % mid)
    if style == "short" and len(text) > 120:
        warnings.append("%s: short message is %d chars" % (mid, len(text)))
    if style == "story":
        n_sent = len(re.findall(r"[.!?]+(?:\s|$)", text))
        if n_sent > 4:
            warnings.append("%s: story seems to have %d sentences" % (mid, n_sent))
    # place checks
    if commune is None:
        if place is not None:
            errors.append("%s: place given but commune is None" % mid)
        form = "no place"
    else:
        if not place:
            errors.append("%s: commune set but no place" % mid)
            continue
        if not occurs(place, text):
            errors.append("%s: place %r not found in text" % (mid, place))
        got, kind = resolve(place)
        if commune == "abroad":
            if got:
                errors.append("%s: abroad place %r resolves to %s" % (mid, place, sorted(got)))
            form = "abroad"
        else:
            if got != {commune}:
                errors.append("%s: place %r resolves to %s, labelled %s"
                              % (mid, place, sorted(got), commune))
            form = kind
    form_table[lang][form] += 1
    for d in distractors:
        if not occurs(d, text):
            errors.append("%s: distractor %r not in text" % (mid, d))
        got, _ = resolve(d)
        if commune in got:
            errors.append("%s: distractor %r resolves to the labelled commune" % (mid, d))
    for w in not_place:
        if not occurs(w, text):
            errors.append("%s: not_place %r not in text" % (mid, w))
        got, _ = resolve(w)
        if not got:
            errors.append("%s: not_place %r is not a place name in the data" % (mid, w))
        if commune in (None,):
            errors.append("%s: message mentions a place only as an ordinary word" % mid)
    # scan for place names that are not accounted for
    covered = []
    for s in [place] + list(distractors) + list(not_place):
        if s:
            covered += spans(s, text)
    ntext = norm(text)
    for name in INDEX:
        if len(name) < 3:
            continue
        for (a, b) in spans(name, text):
            if not any(ca <= a and b <= cb for (ca, cb) in covered):
                errors.append("%s: unlisted place name %r in text (%s)"
                              % (mid, ntext[a:b], sorted(INDEX[name])))
    rec = {"id": mid, "language": lang, "style": style, "text": text,
           "category": cat, "commune": commune}
    out.append(rec)
    per_lang[lang].append(rec)

# per-language composition
for lang in LANGS:
    recs = per_lang[lang]
    if len(recs) != 25:
        errors.append("%s: %d messages, expected 25" % (lang, len(recs)))
    st = Counter(r["style"] for r in recs)
    if st["short"] != 10 or st["story"] != 15:
        errors.append("%s: styles %s" % (lang, dict(st)))
    cats = Counter(r["category"] for r in recs)
    missing = [c for c in LABELS if cats[c] < 1]
    if missing:
        errors.append("%s: trades missing %s" % (lang, missing))
    if cats[None] != 1:
        errors.append("%s: %d null messages, expected 1" % (lang, cats[None]))
    com = Counter("none" if r["commune"] is None else "abroad" if r["commune"] == "abroad"
                  else "lu" for r in recs)
    if com["none"] != 5 or com["abroad"] != 1 or com["lu"] != 19:
        errors.append("%s: place counts %s" % (lang, dict(com)))

with open(os.path.join(HERE, "messages.json"), "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)

if "--tables" in sys.argv:
    print("| category | " + " | ".join(LANGS) + " | total |")
    print("|---|" + "---|" * (len(LANGS) + 1))
    for c in LABELS + [None]:
        row = [sum(1 for r in per_lang[l] if r["category"] == c) for l in LANGS]
        print("| %s | %s | %d |" % (c or "null", " | ".join(map(str, row)), sum(row)))
    print()
    forms = ["commune", "locality", "quarter", "alt-name", "postal code", "abroad", "no place"]
    print("| place written as | " + " | ".join(LANGS) + " | total |")
    print("|---|" + "---|" * (len(LANGS) + 1))
    for fm in forms:
        row = [form_table[l][fm] for l in LANGS]
        print("| %s | %s | %d |" % (fm, " | ".join(map(str, row)), sum(row)))
    print()
    nd = sum(1 for m in MESSAGES if m[5])
    nn = sum(1 for m in MESSAGES if m[6])
    print("messages with distractor places: %d; with not-place words: %d" % (nd, nn))

for w in warnings:
    print("WARNING:", w)
if errors:
    for e in errors:
        print("ERROR:", e)
    print("FAILED (%d errors)" % len(errors))
    sys.exit(1)
print("messages.json written: %d messages" % len(out))
print("OK")
