// Writes public/geo/places.json, the map's place names (ADR 022), from the reference data the
// database is seeded with (src/server/db/seed/data: communes.csv, localities_unique.csv):
// { communes: [[name, lat, lon, population]], localities: [[name, lat, lon]] }. Run after changing them.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const data = join(root, 'src/server/db/seed/data')

function rows(file) {
  const [header, ...lines] = readFileSync(join(data, file), 'utf8').trim().split(/\r?\n/)
  const columns = header.split(',')
  return lines.map((line) => Object.fromEntries(line.split(',').map((value, i) => [columns[i], value])))
}

const round = (value) => Math.round(Number(value) * 1e4) / 1e4
const communes = rows('communes.csv')
  .map((c) => [c.commune, round(c.inner_lat), round(c.inner_lon), Number(c.population)])
  .sort((a, b) => b[3] - a[3])
const localities = rows('localities_unique.csv')
  .map((l) => [l.locality, round(l.lat), round(l.lon)])
  .sort((a, b) => a[0].localeCompare(b[0]))
writeFileSync(join(root, 'public/geo/places.json'), `${JSON.stringify({ communes, localities })}\n`)
console.log(`public/geo/places.json: ${communes.length} communes, ${localities.length} localities`)
