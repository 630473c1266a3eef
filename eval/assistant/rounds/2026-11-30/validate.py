"""Build messages.json from the build_*.py sources and validate it against the reference place data.
Run from this folder: python3 validate.py"""
import csv, json, os, re, sys, collections, unicodedata
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from build_pt_it_es import M

D = os.path.join(os.path.dirname(os.path.abspath(__file__)), '../../../../src/server/db/seed/data/')
SLUGS = """plumbing electrical heating painting carpentry roofing masonry tiling locksmith gardening
moving cleaning renovation appliance-repair solar legal accounting it-support web-development
translation photography interior-design pest-control""".split()
LANGS = ['lb', 'fr', 'de', 'en', 'pt', 'it', 'es']
FOREIGN = {'bouillon': 'BE', 'thionville': 'FR', 'trier': 'DE', 'arlon': 'BE', 'audun-le-tiche': 'FR',
           'longwy': 'FR', 'villerupt': 'FR', 'köln': 'DE', 'dublin': 'IE', 'viseu': 'PT',
           'sevilla': 'ES', 'calabria': 'IT', 'portugal': 'PT', 'frança': 'FR', 'belval': 'LU-area, not a listed locality'}

def norm(s):
    return unicodedata.normalize('NFC', s).casefold().strip()

communes = {r['commune'] for r in csv.DictReader(open(D + 'communes.csv'))}
name2com = collections.defaultdict(set)   # written form -> set of communes
for c in communes:
    name2com[norm(c)].add(c)
locs = list(csv.DictReader(open(D + 'localities_unique.csv')))
for r in locs:
    name2com[norm(r['locality'])].add(r['commune'])
for r in csv.DictReader(open(D + 'place_names.csv')):
    name2com[norm(r['name'])].add(r['commune'])
for r in csv.DictReader(open(D + 'quarters.csv')):
    name2com[norm(r['quarter'])].add('Luxembourg'); name2com[norm(r['name_lb'])].add('Luxembourg')
pc2com = collections.defaultdict(set)
for r in csv.DictReader(open(D + 'localities.csv')):
    pc2com[r['postal_code']].add(r['commune'])

def resolve(p):
    m = re.fullmatch(r'(?:L-)?(\d{4})', p.strip(), re.I)
    if m:
        return pc2com.get(m.group(1), set()), 'postal code'
    return name2com.get(norm(p), set()), 'name'

errors, warnings = [], []
out = []
for x in M:
    lang, kind = x['id'].split('-')
    style = 'short' if kind[0] == 's' else 'story'
    out.append(dict(id=x['id'], language=lang, style=style, text=x['text'],
                    category=x['category'], commune=x['commune']))

# structure
ids = [o['id'] for o in out]
if len(ids) != 175 or len(set(ids)) != 175:
    errors.append(f'ids: {len(ids)} total, {len(set(ids))} unique')
for o in out:
    if not re.fullmatch(r'(lb|fr|de|en|pt|it|es)-(s(0[1-9]|10)|t(0[1-9]|1[0-5]))', o['id']):
        errors.append('bad id ' + o['id'])
    if set(o) != {'id', 'language', 'style', 'text', 'category', 'commune'}:
        errors.append('fields ' + o['id'])
    if o['category'] is not None and o['category'] not in SLUGS:
        errors.append('slug ' + o['id'])
    if o['commune'] not in communes and o['commune'] not in (None, 'abroad'):
        errors.append('commune ' + o['id'] + ' ' + str(o['commune']))

# composition
table = []
for L in LANGS:
    xs = [o for o in out if o['language'] == L]
    cats = collections.Counter(o['category'] for o in xs)
    row = dict(lang=L, n=len(xs), short=sum(o['style'] == 'short' for o in xs),
               story=sum(o['style'] == 'story' for o in xs),
               noplace=sum(o['commune'] is None for o in xs), notrade=cats[None],
               abroad=sum(o['commune'] == 'abroad' for o in xs),
               trades=len([s for s in SLUGS if cats[s] > 0]))
    table.append(row)
    exp = dict(n=25, short=10, story=15, noplace=5, notrade=1, abroad=1, trades=23)
    for k, v in exp.items():
        if row[k] != v:
            errors.append(f'{L}: {k}={row[k]} expected {v}')

# places
for x in M:
    t = norm(x['text'])
    for p in x['places'] + x['distractors']:
        if norm(p) not in t:
            errors.append(f"{x['id']}: '{p}' not in text")
    if x['commune'] is None and x['places']:
        errors.append(f"{x['id']}: commune null but places given")
    if x['commune'] not in (None,) and not x['places']:
        errors.append(f"{x['id']}: commune set but no place annotated")
    for p in x['places']:
        if x['commune'] == 'abroad':
            if norm(p) not in FOREIGN or name2com.get(norm(p)):
                errors.append(f"{x['id']}: abroad place '{p}' not a known foreign town or is an LU name")
            continue
        coms, how = resolve(p)
        if coms != {x['commune']}:
            errors.append(f"{x['id']}: place '{p}' ({how}) -> {sorted(coms)} but label {x['commune']}")
    for p in x['distractors']:
        coms, how = resolve(p)
        if x['commune'] in coms:
            errors.append(f"{x['id']}: distractor '{p}' resolves to the label")
        if not coms and norm(p) not in FOREIGN:
            errors.append(f"{x['id']}: distractor '{p}' unknown")

# scan: any LU place name (>=4 letters) or 4-digit code in the text that is not annotated
names = sorted((n for n in name2com if len(n) >= 4), key=len, reverse=True)
WHITELIST = {'hamm', 'gare', 'berg', 'bill', 'holz', 'born'}  # reviewed by hand if hit
for x in M:
    t = norm(x['text'])
    ann = {norm(p) for p in x['places'] + x['distractors']}
    for n in names:
        if re.search(r'(?<![\w-])' + re.escape(n) + r'(?![\w-])', t):
            if n in ann or any(n in a for a in ann):
                continue
            warnings.append(f"{x['id']}: unannotated LU name '{n}' -> {sorted(name2com[n])}")
    for code in re.findall(r'(?<!\d)(\d{4})(?!\d)', x['text']):
        if code in pc2com and not any(code in a for a in ann):
            warnings.append(f"{x['id']}: 4-digit number {code} is also a postal code of {sorted(pc2com[code])}")

json.dump(out, open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'messages.json'), 'w'), ensure_ascii=False, indent=1)
print('| language | messages | short | story | no place | no trade | abroad | trades covered |')
print('|---|---|---|---|---|---|---|---|')
for r in table:
    print(f"| {r['lang']} | {r['n']} | {r['short']} | {r['story']} | {r['noplace']} | {r['notrade']} | {r['abroad']} | {r['trades']}/23 |")
print('category totals:', dict(collections.Counter(o['category'] for o in out)))
print('commune totals:', dict(collections.Counter(o['commune'] for o in out).most_common()))
print('WARNINGS (review by hand):'); print('\n'.join(warnings) or 'none')
print('ERRORS:'); print('\n'.join(errors) or 'none')
sys.exit(1 if errors else 0)
