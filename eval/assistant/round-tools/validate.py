#!/usr/bin/env python3
"""Build messages.json from source.py and check it against the reference place data.
Usage, in a round's folder (or a writer's work folder), where source.py is:
  python3 -B <repository>/eval/assistant/round-tools/validate.py [DATA_DIR]   -> prints OK or a list of problems.
One copy for every round: the folder worked on is the current directory, not this script's."""
import csv, json, os, re, sys, unicodedata
from collections import Counter, defaultdict

HERE = os.getcwd()
TOOLS = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from source import MESSAGES

CATS = ["plumbing", "electrical", "heating", "painting", "carpentry", "roofing", "masonry", "tiling",
        "locksmith", "gardening", "moving", "cleaning", "renovation", "appliance-repair", "solar", "legal",
        "accounting", "it-support", "web-development", "translation", "photography", "interior-design",
        "pest-control"]
LANGS = ["lb", "fr", "de", "en", "pt", "it", "es"]


def norm(s):
    s = unicodedata.normalize("NFD", s)
    s = "".join(c for c in s if not unicodedata.combining(c))
    s = s.lower()
    s = re.sub(r"[^a-z0-9]+", " ", s)
    return " " + " ".join(s.split()) + " "


def load(data):
    names = defaultdict(set)   # normalised name -> communes
    def add(n, c):
        n = n.strip()
        if n:
            names[norm(n)].add(c)
    rd = lambda f: list(csv.DictReader(open(os.path.join(data, f), encoding="utf-8")))
    communes = [r["commune"] for r in rd("communes.csv")]
    for c in communes:
        add(c, c)
    for r in rd("localities_unique.csv"):
        add(r["locality"], r["commune"])
        add(re.sub(r"\s*\(.*?\)\s*", "", r["locality"]), r["commune"])
    postal = defaultdict(set)
    for r in rd("localities.csv"):
        add(r["locality"], r["commune"])
        add(re.sub(r"\s*\(.*?\)\s*", "", r["locality"]), r["commune"])
        postal[r["postal_code"]].add(r["commune"])
    for r in rd("quarters.csv"):
        for col in ("quarter", "name_lb"):
            add(r[col], "Luxembourg")
            for part in r[col].split("/"):
                add(part, "Luxembourg")
    for r in rd("place_names.csv"):
        add(r["name"], r["commune"])
    return set(communes), names, postal


def resolve(place, names, postal):
    m = re.fullmatch(r"\s*L\s*-?\s*(\d{4})\s*", place, re.I)
    if m:
        return postal.get(m.group(1), set())
    return names.get(norm(place), set())


def spans(needle, text_n):
    n = norm(needle)
    out, i = [], text_n.find(n)
    while i >= 0:
        out.append((i, i + len(n)))
        i = text_n.find(n, i + 1)
    return out


def main():
    data = sys.argv[1] if len(sys.argv) > 1 else os.environ.get(
        "LUX_DATA", os.path.join(TOOLS, "..", "..", "..", "src", "server", "db", "seed", "data"))
    communes, names, postal = load(data)
    scan_names = [n for n in names if len(n.strip().replace(" ", "")) >= 3]
    errs, out = [], []
    ids = set()
    for tup in MESSAGES:
        if len(tup) != 7:
            errs.append(f"bad tuple {tup[:1]}"); continue
        mid, text, cat, commune, place, distractors, not_place = tup
        if mid in ids:
            errs.append(f"{mid}: duplicate id")
        ids.add(mid)
        m = re.fullmatch(r"(lb|fr|de|en|pt|it|es)-([st])(\d\d)", mid)
        if not m:
            errs.append(f"{mid}: bad id"); continue
        lang, st = m.group(1), m.group(2)
        style = "short" if st == "s" else "story"
        if cat is not None and cat not in CATS:
            errs.append(f"{mid}: bad category {cat}")
        if commune is not None and commune != "abroad" and commune not in communes:
            errs.append(f"{mid}: bad commune {commune}")
        tn = norm(text)
        covered = []
        if place is None:
            if commune not in (None,):
                errs.append(f"{mid}: commune {commune} but no place")
        else:
            sp = spans(place, tn)
            if not sp and not re.fullmatch(r"L-\d{4}", place):
                errs.append(f"{mid}: place '{place}' not in text")
            if re.fullmatch(r"L-\d{4}", place) and place not in text:
                errs.append(f"{mid}: postal code '{place}' not in text")
            covered += sp
            res = resolve(place, names, postal)
            if commune == "abroad":
                if res:
                    errs.append(f"{mid}: abroad place '{place}' resolves to {res}")
            elif commune is None:
                errs.append(f"{mid}: place given but commune None")
            elif res != {commune}:
                errs.append(f"{mid}: place '{place}' resolves to {sorted(res)}, labelled {commune}")
        for d in distractors:
            sp = spans(d, tn)
            if not sp:
                errs.append(f"{mid}: distractor '{d}' not in text")
            covered += sp
            res = resolve(d, names, postal)
            if commune in res:
                errs.append(f"{mid}: distractor '{d}' resolves to labelled commune {commune}")
        for w in not_place:
            sp = spans(w, tn)
            if not sp:
                errs.append(f"{mid}: not_place '{w}' not in text")
            covered += sp
            if not resolve(w, names, postal):
                errs.append(f"{mid}: not_place '{w}' is not a place name in the data")
        for n in scan_names:
            for a, b in spans(n, tn):
                if not any(ca <= a and b <= cb for ca, cb in covered):
                    errs.append(f"{mid}: unlisted place name '{n.strip()}' -> {sorted(names[n])}")
        if style == "short" and len(re.findall(r"[.!?]+(\s|$)", text.strip())) > 1:
            errs.append(f"{mid}: short message has more than one sentence")
        out.append({"id": mid, "language": lang, "style": style, "text": text,
                    "category": cat, "commune": commune})
    # composition
    bylang = defaultdict(list)
    for tup, o in zip(MESSAGES, out):
        bylang[o["language"]].append((tup, o))
    if len(out) != 175:
        errs.append(f"total {len(out)} != 175")
    for lang in LANGS:
        items = bylang.get(lang, [])
        os_ = [o for _, o in items]
        if len(os_) != 25:
            errs.append(f"{lang}: {len(os_)} messages")
        sh = sum(o["style"] == "short" for o in os_)
        if sh != 10:
            errs.append(f"{lang}: {sh} short")
        exp_ids = {f"{lang}-s{i:02d}" for i in range(1, 11)} | {f"{lang}-t{i:02d}" for i in range(1, 16)}
        if {o["id"] for o in os_} != exp_ids:
            errs.append(f"{lang}: ids differ from expected")
        cc = Counter(o["category"] for o in os_)
        if cc[None] != 1:
            errs.append(f"{lang}: {cc[None]} null")
        missing = [c for c in CATS if cc[c] < 1]
        if missing:
            errs.append(f"{lang}: missing {missing}")
        extra = sum(v - 1 for c, v in cc.items() if c is not None and v > 1)
        if extra != 1 or any(v > 2 for c, v in cc.items() if c is not None):
            errs.append(f"{lang}: extra trade count {extra}")
        nop = sum(o["commune"] is None for o in os_)
        ab = sum(o["commune"] == "abroad" for o in os_)
        if nop != 5 or ab != 1:
            errs.append(f"{lang}: no-place {nop}, abroad {ab}")
    json.dump(out, open(os.path.join(HERE, "messages.json"), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
    if errs:
        print("\n".join(errs)); print(f"{len(errs)} problems"); sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
