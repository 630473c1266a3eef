#!/usr/bin/env python3
"""Build messages.json from source.py and check it. Usage: python3 validate.py DATA_DIR"""
import csv, json, os, re, sys, unicodedata
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from source import MESSAGES

CATS = ["plumbing", "electrical", "heating", "painting", "carpentry", "roofing", "masonry", "tiling",
        "locksmith", "gardening", "moving", "cleaning", "renovation", "appliance-repair", "solar", "legal",
        "accounting", "it-support", "web-development", "translation", "photography", "interior-design",
        "pest-control"]
LANGS = ["lb", "fr", "de", "en", "pt", "it", "es"]


def norm(s):
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c)).lower()
    s = s.replace("\u2019", "'").replace("-", " ").replace("/", " ")
    return re.sub(r"\s+", " ", s).strip()


def find(name, text):
    """word-bounded occurrence of normalised name in normalised text"""
    return re.search(r"(?<!\w)" + re.escape(norm(name)) + r"(?!\w)", norm(text)) is not None


def load(d):
    idx = defaultdict(set)
    communes = set()
    with open(os.path.join(d, "communes.csv"), encoding="utf-8") as f:
        for r in csv.DictReader(f):
            communes.add(r["commune"]); idx[norm(r["commune"])].add(r["commune"])
    with open(os.path.join(d, "localities_unique.csv"), encoding="utf-8") as f:
        for r in csv.DictReader(f):
            idx[norm(r["locality"])].add(r["commune"])
            base = re.sub(r"\s*\(.*\)\s*$", "", r["locality"])
            idx[norm(base)].add(r["commune"])
    with open(os.path.join(d, "quarters.csv"), encoding="utf-8") as f:
        for r in csv.DictReader(f):
            for n in (r["quarter"], r["name_lb"]):
                idx[norm(n)].add("Luxembourg")
                for p in n.split("/"):
                    idx[norm(p)].add("Luxembourg")
    with open(os.path.join(d, "place_names.csv"), encoding="utf-8") as f:
        for r in csv.DictReader(f):
            idx[norm(r["name"])].add(r["commune"])
            if r["kind"] == "quarter":
                for p in r["name"].split("/"):
                    idx[norm(p)].add(r["commune"])
    postal = defaultdict(set)
    with open(os.path.join(d, "localities.csv"), encoding="utf-8") as f:
        for r in csv.DictReader(f):
            postal[r["postal_code"]].add(r["commune"])
    return communes, idx, postal


def resolve(place, idx, postal):
    m = re.fullmatch(r"l\s?(\d{4})", norm(place))
    if m:
        return postal.get(m.group(1), set())
    return idx.get(norm(place), set())


def main():
    d = sys.argv[1] if len(sys.argv) > 1 else os.environ.get(
        "LUX_DATA", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "..", "src", "server", "db", "seed", "data"))
    communes, idx, postal = load(d)
    errs = []
    out = []
    ids = set()
    for (mid, text, cat, commune, place, distr, notp) in MESSAGES:
        if mid in ids: errs.append(f"{mid}: duplicate id")
        ids.add(mid)
        m = re.fullmatch(r"(lb|fr|de|en|pt|it|es)-(s|t)(\d\d)", mid)
        if not m: errs.append(f"{mid}: bad id"); continue
        lang, st, num = m.group(1), m.group(2), int(m.group(3))
        if (st == "s" and not 1 <= num <= 10) or (st == "t" and not 1 <= num <= 15):
            errs.append(f"{mid}: id number out of range")
        if cat is not None and cat not in CATS: errs.append(f"{mid}: bad category {cat}")
        if commune is not None and commune != "abroad" and commune not in communes:
            errs.append(f"{mid}: bad commune {commune}")
        if (place is None) != (commune is None): errs.append(f"{mid}: place/commune None mismatch")
        if place is not None:
            if not find(place, text): errs.append(f"{mid}: place '{place}' not in text")
            res = resolve(place, idx, postal)
            if commune == "abroad":
                if res: errs.append(f"{mid}: abroad place '{place}' resolves to {res}")
            elif res != {commune}:
                errs.append(f"{mid}: place '{place}' resolves to {sorted(res)} not {commune}")
        for x in distr:
            if not find(x, text): errs.append(f"{mid}: distractor '{x}' not in text")
            res = resolve(x, idx, postal)
            if commune in res: errs.append(f"{mid}: distractor '{x}' resolves to work commune")
        for x in notp:
            if not find(x, text): errs.append(f"{mid}: not_place '{x}' not in text")
            if not resolve(x, idx, postal): errs.append(f"{mid}: not_place '{x}' is not a place name")
        listed = [norm(x) for x in ([place] if place else []) + list(distr) + list(notp)]
        nt = norm(text)
        for name in idx:
            if len(name) < 3: continue
            if re.search(r"(?<!\w)" + re.escape(name) + r"(?!\w)", nt):
                if not any(re.search(r"(?<!\w)" + re.escape(name) + r"(?!\w)", l) for l in listed):
                    errs.append(f"{mid}: unlisted place name '{name}' in text")
        for pc in re.findall(r"(?<!\w)l\s?(\d{4})(?!\w)", nt):
            if not any(pc in l for l in listed): errs.append(f"{mid}: unlisted postal code {pc}")
        out.append({"id": mid, "language": lang, "style": "short" if st == "s" else "story",
                    "text": text, "category": cat, "commune": commune})
    # composition
    for lang in LANGS:
        ms = [(o, s) for o, s in zip(out, MESSAGES) if o["language"] == lang]
        if len(ms) != 25: errs.append(f"{lang}: {len(ms)} messages")
        sty = Counter(o["style"] for o, _ in ms)
        if sty["short"] != 10 or sty["story"] != 15: errs.append(f"{lang}: styles {dict(sty)}")
        cats = Counter(o["category"] for o, _ in ms)
        missing = [c for c in CATS if cats[c] < 1]
        if missing: errs.append(f"{lang}: missing categories {missing}")
        if cats[None] != 1: errs.append(f"{lang}: {cats[None]} null messages")
        extra = sum(v - 1 for c, v in cats.items() if c is not None)
        if extra != 1: errs.append(f"{lang}: {extra} extra trade messages")
        cm = Counter("none" if o["commune"] is None else "abroad" if o["commune"] == "abroad" else "lu" for o, _ in ms)
        if cm["none"] != 5 or cm["abroad"] != 1 or cm["lu"] != 19: errs.append(f"{lang}: places {dict(cm)}")
        nd = sum(1 for _, s in ms if s[5])
        if not 3 <= nd <= 6: errs.append(f"{lang}: {nd} messages with distractors")
    if len(out) != 175: errs.append(f"total {len(out)}")
    with open(os.path.join(HERE, "messages.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
    if errs:
        print("\n".join(errs)); print(f"{len(errs)} problems"); sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
