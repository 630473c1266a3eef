"""Build messages.json from source.py and check it against the brief and the reference place data.

Run: python3 -B validate.py   -> prints OK (and writes messages.json) or lists the problems.
"""
import collections
import csv
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.environ.get("PLACE_DATA", os.path.join(HERE, "..", "shared", "data"))
sys.path.insert(0, HERE)
from source import MESSAGES  # noqa: E402

SLUGS = ["plumbing", "electrical", "heating", "painting", "carpentry", "roofing", "masonry", "tiling",
         "locksmith", "gardening", "moving", "cleaning", "renovation", "appliance-repair", "solar", "legal",
         "accounting", "it-support", "web-development", "translation", "photography", "interior-design",
         "pest-control"]
LANGS = ["lb", "fr", "de", "en", "pt", "it", "es"]
FIELDS = ["id", "language", "style", "text", "category", "commune"]

errors = []


def err(msg):
    errors.append(msg)


def rows(name):
    with open(os.path.join(DATA, name), encoding="utf-8") as f:
        return list(csv.DictReader(f))


# ---------------------------------------------------------------- place index
communes = {r["commune"] for r in rows("communes.csv")}
name_index = collections.defaultdict(set)   # casefolded name -> communes
display = {}                                 # casefolded name -> a spelling from the data
postal = collections.defaultdict(set)        # 4-digit code -> communes


def add(name, commune):
    name = name.strip()
    if not name:
        return
    k = name.casefold()
    name_index[k].add(commune)
    display.setdefault(k, name)


for c in communes:
    add(c, c)
for r in rows("localities.csv"):
    add(r["locality"], r["commune"])
    postal[r["postal_code"]].add(r["commune"])
for r in rows("localities_unique.csv"):
    add(r["locality"], r["commune"])
    base = re.sub(r"\s*\(.*\)$", "", r["locality"])
    add(base, r["commune"])
for r in rows("place_names.csv"):
    add(r["name"], r["commune"])
for r in rows("quarters.csv"):
    for n in (r["quarter"], r["name_lb"]):
        add(n, "Luxembourg")
        for part in n.split("/"):
            add(part, "Luxembourg")

POSTAL_RE = re.compile(r"^(?:L\s*-\s*|L\s+)?(\d{4})$", re.I)


def resolve(place):
    """Set of communes a written place name maps to through the reference data."""
    m = POSTAL_RE.match(place.strip())
    if m:
        return set(postal.get(m.group(1), set()))
    return set(name_index.get(place.strip().casefold(), set()))


# names used for the free-text scan: case-sensitive for all, case-insensitive for longer ones
scan_names = sorted(display.values(), key=len, reverse=True)


def scan_places(text):
    hits = []
    for n in scan_names:
        flags = re.I if len(n) >= 5 else 0
        for m in re.finditer(r"(?<![\w])" + re.escape(n) + r"(?![\w])", text, flags):
            hits.append((m.start(), m.end(), m.group(0)))
    # drop hits contained in a longer hit (e.g. "Berg" inside "Colmar-Berg")
    hits.sort(key=lambda h: (h[0], -(h[1] - h[0])))
    kept = []
    for h in hits:
        if any(k[0] <= h[0] and h[1] <= k[1] and k != h for k in kept):
            continue
        if h not in kept:
            kept.append(h)
    return kept


# ---------------------------------------------------------------- build
out = []
notes = {}
for lang in LANGS:
    if lang not in MESSAGES:
        err(f"language {lang} missing")
        continue
    for entry in MESSAGES[lang]:
        if len(entry) != 7:
            err(f"{lang}: bad entry {entry[:1]}")
            continue
        sid, text, cat, commune, place, distractors, not_place = entry
        mid = f"{lang}-{sid}"
        style = "short" if sid.startswith("s") else "story" if sid.startswith("t") else None
        out.append({"id": mid, "language": lang, "style": style, "text": text,
                    "category": cat, "commune": commune})
        notes[mid] = (place, distractors, not_place)
for k in MESSAGES:
    if k not in LANGS:
        err(f"unexpected language {k}")

# ---------------------------------------------------------------- checks
ids = [m["id"] for m in out]
if len(out) != 175:
    err(f"expected 175 messages, got {len(out)}")
if len(set(ids)) != len(ids):
    err("duplicate ids: " + ", ".join(i for i, c in collections.Counter(ids).items() if c > 1))
expected_ids = {f"{l}-s{i:02d}" for l in LANGS for i in range(1, 11)} | \
               {f"{l}-t{i:02d}" for l in LANGS for i in range(1, 16)}
if set(ids) != expected_ids:
    err(f"ids differ from expected: missing {sorted(expected_ids - set(ids))}, extra {sorted(set(ids) - expected_ids)}")
texts = [m["text"].strip().casefold() for m in out]
if len(set(texts)) != len(texts):
    err("duplicate texts")

for m in out:
    mid = m["id"]
    if list(m.keys()) != FIELDS:
        err(f"{mid}: fields {list(m.keys())}")
    if m["style"] not in ("short", "story"):
        err(f"{mid}: style {m['style']}")
    if m["language"] not in LANGS:
        err(f"{mid}: language {m['language']}")
    if m["category"] is not None and m["category"] not in SLUGS:
        err(f"{mid}: category {m['category']!r}")
    c = m["commune"]
    if c is not None and c != "abroad" and c not in communes:
        err(f"{mid}: commune {c!r} not in communes.csv")
    text = m["text"]
    if not isinstance(text, str) or not text.strip():
        err(f"{mid}: empty text")
        continue
    # style shape: short = one line; story = 2-4 sentences (voice-typed stories may lack punctuation)
    if "\n" in text:
        err(f"{mid}: line break in text")
    if m["style"] == "short" and len(text) > 140:
        err(f"{mid}: short message is {len(text)} chars")
    if m["style"] == "story":
        sentences = [s for s in re.split(r"(?<=[.!?…])\s+", text) if s.strip()]
        if len(sentences) > 4:
            err(f"{mid}: story has {len(sentences)} sentences")
        if len(sentences) == 1 and len(text.split()) < 25:
            err(f"{mid}: story looks too short")

    place, distractors, not_place = notes[mid]
    if c is None:
        if place is not None:
            err(f"{mid}: commune null but place {place!r}")
    else:
        if not place:
            err(f"{mid}: commune {c} but no place note")
        elif place.casefold() not in text.casefold():
            err(f"{mid}: place {place!r} not in text")
        else:
            got = resolve(place)
            if c == "abroad":
                if got:
                    err(f"{mid}: abroad place {place!r} resolves to {got}")
            elif got != {c}:
                err(f"{mid}: place {place!r} resolves to {sorted(got)}, label {c}")
    for d in list(distractors) + list(not_place):
        if d.casefold() not in text.casefold():
            err(f"{mid}: noted word {d!r} not in text")
    if place and place in distractors:
        err(f"{mid}: place also listed as distractor")
    for d in distractors:
        if c not in (None, "abroad") and resolve(d) == {c}:
            err(f"{mid}: distractor {d!r} resolves to the work commune {c}")

    allowed = {x.casefold() for x in list(distractors) + list(not_place)}
    if place:
        allowed.add(place.casefold())
    for s, e, h in scan_places(text):
        hk = h.casefold()
        if hk in allowed:
            continue
        # a hit inside the noted place / distractor string is fine (e.g. "Luxemburg" in "Luxemburg-Stadt")
        if any(hk in a and a in text.casefold() for a in allowed):
            span_ok = False
            for a in allowed:
                for mm in re.finditer(re.escape(a), text.casefold()):
                    if mm.start() <= s and e <= mm.end():
                        span_ok = True
            if span_ok:
                continue
        err(f"{mid}: unnoted place name {h!r} in text (-> {sorted(resolve(h))})")
    for mm in re.finditer(r"(?<!\d)\d{4}(?!\d)", text):
        num = mm.group(0)
        if place and POSTAL_RE.match(place) and POSTAL_RE.match(place).group(1) == num:
            continue
        if num in not_place or num in distractors:
            continue
        err(f"{mid}: unnoted 4-digit number {num} (postal code of {sorted(postal.get(num, []))})")

# per-language composition
for lang in LANGS:
    ms = [m for m in out if m["language"] == lang]
    st = collections.Counter(m["style"] for m in ms)
    if st["short"] != 10 or st["story"] != 15:
        err(f"{lang}: styles {dict(st)}")
    cats = collections.Counter(m["category"] for m in ms)
    missing = [s for s in SLUGS if cats[s] == 0]
    if missing:
        err(f"{lang}: trades missing {missing}")
    if cats[None] != 1:
        err(f"{lang}: {cats[None]} null-category messages (want 1)")
    extra = sum(v for k, v in cats.items() if k is not None) - len(SLUGS)
    if extra != 1:
        err(f"{lang}: {extra} extra trade messages (want 1)")
    com = collections.Counter("null" if m["commune"] is None else "abroad" if m["commune"] == "abroad" else "lu"
                              for m in ms)
    if com["null"] != 5 or com["abroad"] != 1 or com["lu"] != 19:
        err(f"{lang}: communes {dict(com)} (want null 5, abroad 1, lu 19)")
    nd = sum(1 for m in ms if notes[m["id"]][1])
    if nd < 1:
        err(f"{lang}: no message with a second place")

if errors:
    print("\n".join(errors))
    print(f"FAILED: {len(errors)} problem(s)")
    sys.exit(1)

with open(os.path.join(HERE, "messages.json"), "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
    f.write("\n")
print(f"OK: {len(out)} messages written to messages.json")
