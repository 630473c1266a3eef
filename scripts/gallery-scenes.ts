// The demo listings' illustrations: one flat scene style (a room, a façade, an office; ground
// shadows; one palette), three scenes per category in the category's colours. Drawn in a 400 × 300
// box from shapes only: no external assets, no text, so the files are ours to publish.
import type { CategorySlug } from '@shared/catalog/categories'
import type { CategoryTone } from '@shared/catalog/category-tones'

// The UI's design tokens (src/web/styles/app.css) and the slate greys of its Tailwind theme.
const INK = '#0f172a'
const WH = '#ffffff'
const S100 = '#f1f5f9'
const S200 = '#e2e8f0'
const S300 = '#cbd5e1'
const S400 = '#94a3b8'
const S500 = '#64748b'
const B50 = '#e6f6fc'
const B100 = '#ccedf8'
const B500 = '#00a1de'
const B600 = '#0077a8'
const B700 = '#005f86'
const RED = '#ef3340'
// Materials, shared by every scene.
const WOOD = '#c98b4f'
const WOOD_LIGHT = '#e3b27a'
const SAND = '#f4ede4'
const SAND_DARK = '#e7dccd'
const LEAF = '#4fa165'
const LEAF_DARK = '#2f7a47'
const LAWN = '#bfe3c6'
const SUN = '#f5b841'

type Draw = (tone: CategoryTone) => string

const range = (n: number) => Array.from({ length: n }, (_, i) => i)
const shadow = (cx: number, cy: number, rx: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${Math.max(4, rx / 8)}" fill="${INK}" opacity=".08"/>`

// ——— Grounds ———
const interior = (wall: string) =>
  `<rect width="400" height="226" fill="${wall}"/><rect y="226" width="400" height="74" fill="${SAND}"/>${range(
    5,
  )
    .map((i) => `<path d="M${i * 90 - 20} 300L${i * 90 + 30} 226" stroke="${SAND_DARK}" stroke-width="2"/>`)
    .join('')}<rect y="220" width="400" height="7" fill="${WH}"/>`
const exterior = () =>
  `<rect width="400" height="236" fill="${B50}"/><circle cx="344" cy="52" r="20" fill="${SUN}" opacity=".9"/><path d="M40 60h46a12 12 0 000-24 18 18 0 00-34 4 10 10 0 00-12 20z" fill="${WH}"/><rect y="236" width="400" height="64" fill="${LAWN}"/>`
const workshop = (wall: string) =>
  `${interior(wall)}<rect x="40" y="40" width="320" height="104" rx="4" fill="${SAND}"/>${range(9)
    .flatMap((c) =>
      range(3).map((r) => `<circle cx="${62 + c * 35}" cy="${62 + r * 30}" r="2.5" fill="${SAND_DARK}"/>`),
    )
    .join('')}`

// ——— Furniture and fittings ———
const window_ = (x: number, y: number, w: number, h: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="${WH}"/><rect x="${x + 6}" y="${y + 6}" width="${w - 12}" height="${h - 12}" fill="${B100}"/><path d="M${x + w / 2} ${y + 6}v${h - 12}M${x + 6} ${y + h / 2}h${w - 12}" stroke="${WH}" stroke-width="4"/><path d="M${x + 14} ${y + h - 14}l${w / 3} ${-h / 3}" stroke="${WH}" stroke-width="3" opacity=".6"/>`
const plant = (x: number, y: number) =>
  `${shadow(x, y, 22)}<path d="M${x - 14} ${y - 30}h28l-4 30h-20z" fill="${WH}"/><path d="M${x} ${y - 30}c-30-10-26-44-8-52 4 18 8 30 8 52zM${x} ${y - 30}c24-8 28-40 12-50-6 16-12 30-12 50zM${x} ${y - 30}c-2-20 0-44 2-62 10 20 6 44-2 62z" fill="${LEAF}"/><path d="M${x} ${y - 30}c-8-16-12-28-10-40" stroke="${LEAF_DARK}" stroke-width="2" fill="none"/>`
const picture = (x: number, y: number, w: number, h: number, tone: CategoryTone) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${WH}"/><rect x="${x + 5}" y="${y + 5}" width="${w - 10}" height="${h - 10}" fill="${tone.soft}"/><path d="M${x + 5} ${y + h - 5}l${w * 0.35} ${-h * 0.45} ${w * 0.2} ${h * 0.2} ${w * 0.15} ${-h * 0.1} ${w * 0.3 - 10} ${h * 0.35}z" fill="${tone.deep}"/><circle cx="${x + w * 0.72}" cy="${y + h * 0.32}" r="${h * 0.1}" fill="${SUN}"/>`
const sofa = (x: number, y: number, colour: string) =>
  `${shadow(x + 80, y + 62, 96)}<rect x="${x}" y="${y}" width="160" height="44" rx="12" fill="${colour}"/><rect x="${x - 12}" y="${y + 18}" width="28" height="40" rx="10" fill="${colour}"/><rect x="${x + 144}" y="${y + 18}" width="28" height="40" rx="10" fill="${colour}"/><rect x="${x + 10}" y="${y + 30}" width="140" height="26" rx="6" fill="${WH}" opacity=".25"/><path d="M${x + 80} ${y + 32}v24" stroke="${INK}" opacity=".12" stroke-width="2"/><path d="M${x + 4} ${y + 58}v8M${x + 156} ${y + 58}v8" stroke="${INK}" stroke-width="4"/><rect x="${x + 18}" y="${y + 10}" width="30" height="24" rx="6" fill="${SUN}"/>`
const floorLamp = (x: number, y: number) =>
  `${shadow(x, y, 16)}<path d="M${x - 18} ${y - 120}h36l-8-30h-20z" fill="${WH}"/><rect x="${x - 1.5}" y="${y - 120}" width="3" height="118" fill="${INK}"/><rect x="${x - 12}" y="${y - 4}" width="24" height="4" rx="2" fill="${INK}"/><path d="M${x - 40} ${y - 70}l22-50h36l22 50z" fill="${SUN}" opacity=".16"/>`
const rug = (cx: number, cy: number, tone: CategoryTone) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="120" ry="16" fill="${tone.soft}"/><ellipse cx="${cx}" cy="${cy}" rx="96" ry="11" fill="none" stroke="${tone.deep}" stroke-width="2" opacity=".4"/>`
const radiator = (x: number, y: number, w: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="52" rx="4" fill="${WH}"/>${range(Math.floor((w - 8) / 12))
    .map((i) => `<rect x="${x + 6 + i * 12}" y="${y + 4}" width="7" height="44" rx="3.5" fill="${S100}"/>`)
    .join('')}<path d="M${x + w} ${y + 40}h10v22" stroke="${S400}" stroke-width="4" fill="none"/>`
const tileGrid = (x: number, y: number, w: number, h: number, size: number, fill: string, line: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"/>${range(Math.floor(w / size))
    .map((i) => `<path d="M${x + (i + 1) * size} ${y}v${h}" stroke="${line}" stroke-width="1.5"/>`)
    .join('')}${range(Math.floor(h / size))
    .map((i) => `<path d="M${x} ${y + (i + 1) * size}h${w}" stroke="${line}" stroke-width="1.5"/>`)
    .join('')}`
const bathtub = (x: number, y: number) =>
  `${shadow(x + 80, y + 56, 90)}<rect x="${x}" y="${y}" width="160" height="50" rx="14" fill="${WH}"/><rect x="${x - 6}" y="${y - 4}" width="172" height="10" rx="5" fill="${WH}"/><path d="M${x + 130} ${y - 4}v-44h-14" stroke="${S400}" stroke-width="5" fill="none" stroke-linecap="round"/><path d="M${x + 16} ${y + 50}v8M${x + 144} ${y + 50}v8" stroke="${S400}" stroke-width="5"/>`
const vanity = (x: number, y: number, tone: CategoryTone) =>
  `${shadow(x + 40, y + 76, 50)}<rect x="${x + 8}" y="${y - 100}" width="64" height="78" rx="32" fill="${B100}" stroke="${WH}" stroke-width="5"/><path d="M${x + 24} ${y - 78}l14-14" stroke="${WH}" stroke-width="4" opacity=".7"/><rect x="${x}" y="${y}" width="80" height="10" rx="3" fill="${WH}"/><rect x="${x + 4}" y="${y + 10}" width="72" height="62" rx="3" fill="${tone.deep}"/><path d="M${x + 40} ${y + 16}v50" stroke="${WH}" opacity=".3" stroke-width="2"/><path d="M${x + 40} ${y}v-14h10" stroke="${S400}" stroke-width="5" fill="none" stroke-linecap="round"/>`
const consumerUnit = (x: number, y: number, tone: CategoryTone) =>
  `${range(6)
    .map(
      (i) =>
        `<path d="M${x + 20 + i * 22} ${y}V${y - 60 + (i % 2) * 12}" stroke="${[tone.deep, S500, SUN][i % 3]}" stroke-width="5" stroke-linecap="round"/>`,
    )
    .join(
      '',
    )}<rect x="${x}" y="${y}" width="160" height="96" rx="8" fill="${WH}"/><rect x="${x + 10}" y="${y + 12}" width="140" height="72" rx="4" fill="${S100}"/>${range(
    8,
  )
    .map(
      (i) =>
        `<rect x="${x + 16 + i * 17}" y="${y + 30}" width="13" height="36" rx="2" fill="${WH}" stroke="${S300}"/><rect x="${x + 18.5 + i * 17}" y="${y + (i % 3 === 2 ? 50 : 36)}" width="8" height="10" rx="1.5" fill="${i === 0 ? RED : tone.deep}"/>`,
    )
    .join('')}<rect x="${x + 16}" y="${y + 70}" width="128" height="6" rx="2" fill="${S300}"/>`
const pendant = (x: number, lit: boolean) =>
  `<path d="M${x} 0v50" stroke="${INK}" stroke-width="2"/><path d="M${x - 20} 70a20 20 0 0140 0z" fill="${INK}"/>${lit ? `<path d="M${x - 20} 70h40l26 80h-92z" fill="${SUN}" opacity=".18"/><circle cx="${x}" cy="72" r="6" fill="${SUN}"/>` : ''}`
const house = (
  x: number,
  y: number,
  tone: CategoryTone,
  opts: { roof?: string; wall?: string; solar?: boolean } = {},
) => {
  const roof = opts.roof ?? tone.deep
  const wall = opts.wall ?? WH
  const solar = opts.solar
    ? range(3)
        .map(
          (i) =>
            `<path d="M${x + 34 + i * 30} ${y - 16 - i * 10}l26 -8 6 20 -26 8z" fill="${B700}" stroke="${B100}" stroke-width="1.5"/>`,
        )
        .join('')
    : ''
  return `${shadow(x + 100, y + 116, 120)}<rect x="${x + 10}" y="${y}" width="180" height="114" fill="${wall}"/><path d="M${x - 12} ${y + 4}L${x + 100} ${y - 76}l112 80z" fill="${roof}"/>${range(
    4,
  )
    .map(
      (i) =>
        `<path d="M${x + 10 + i * 10} ${y - 6 - i * 14}h${180 - i * 20}" stroke="${WH}" stroke-width="1.5" opacity=".25"/>`,
    )
    .join(
      '',
    )}${solar}<rect x="${x + 150}" y="${y - 66}" width="18" height="34" fill="${S500}"/>${window_(x + 28, y + 22, 44, 40)}${window_(x + 128, y + 22, 44, 40)}<rect x="${x + 84}" y="${y + 54}" width="34" height="60" rx="2" fill="${tone.deep}"/><circle cx="${x + 110}" cy="${y + 86}" r="2.5" fill="${SUN}"/>`
}
const tree = (x: number, y: number, s = 1) =>
  `${shadow(x, y, 30 * s)}<rect x="${x - 5 * s}" y="${y - 50 * s}" width="${10 * s}" height="${50 * s}" fill="${WOOD}"/><circle cx="${x}" cy="${y - 74 * s}" r="${34 * s}" fill="${LEAF}"/><circle cx="${x - 18 * s}" cy="${y - 58 * s}" r="${22 * s}" fill="${LEAF_DARK}"/><circle cx="${x + 16 * s}" cy="${y - 92 * s}" r="${14 * s}" fill="${LEAF}" opacity=".8"/>`
const hedge = (x: number, y: number, w: number) =>
  `<rect x="${x}" y="${y - 34}" width="${w}" height="34" rx="14" fill="${LEAF_DARK}"/>${range(
    Math.floor(w / 24),
  )
    .map((i) => `<circle cx="${x + 12 + i * 24}" cy="${y - 32}" r="12" fill="${LEAF_DARK}"/>`)
    .join('')}`
const flowers = (x: number, y: number, n: number, colour: string) =>
  range(n)
    .map(
      (i) =>
        `<path d="M${x + i * 16} ${y}v-16" stroke="${LEAF_DARK}" stroke-width="2"/><circle cx="${x + i * 16}" cy="${y - 18}" r="5" fill="${i % 2 ? SUN : colour}"/>`,
    )
    .join('')
const desk = (x: number, y: number) =>
  `${shadow(x + 110, y + 78, 120)}<rect x="${x}" y="${y}" width="220" height="10" rx="2" fill="${WOOD}"/><rect x="${x + 10}" y="${y + 10}" width="6" height="66" fill="${S500}"/><rect x="${x + 204}" y="${y + 10}" width="6" height="66" fill="${S500}"/><rect x="${x + 140}" y="${y + 10}" width="64" height="40" fill="${WOOD_LIGHT}"/><path d="M${x + 150} ${y + 30}h44" stroke="${WOOD}" stroke-width="3"/>`
const monitor = (x: number, y: number, w: number, h: number, screen: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="5" fill="${INK}"/><rect x="${x + 5}" y="${y + 5}" width="${w - 10}" height="${h - 10}" rx="2" fill="${WH}"/>${screen}<rect x="${x + w / 2 - 5}" y="${y + h}" width="10" height="14" fill="${S500}"/><rect x="${x + w / 2 - 22}" y="${y + h + 12}" width="44" height="5" rx="2" fill="${S500}"/>`
const chair = (x: number, y: number, colour: string) =>
  `${shadow(x + 24, y + 84, 30)}<rect x="${x}" y="${y}" width="48" height="48" rx="12" fill="${colour}"/><rect x="${x - 4}" y="${y + 44}" width="56" height="12" rx="6" fill="${colour}"/><path d="M${x + 24} ${y + 56}v20M${x + 6} ${y + 82}l18-6 18 6" stroke="${INK}" stroke-width="4" fill="none"/>`
const bookshelf = (x: number, y: number, w: number, rows: number, tone: CategoryTone) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${rows * 44 + 8}" fill="${WOOD}"/>${range(rows)
    .map(
      (r) =>
        `<rect x="${x + 6}" y="${y + 6 + r * 44}" width="${w - 12}" height="38" fill="${WOOD_LIGHT}"/>${range(
          Math.floor((w - 20) / 13),
        )
          .map(
            (i) =>
              `<rect x="${x + 10 + i * 13}" y="${y + 12 + r * 44 + ((i + r) % 4 === 0 ? 6 : 0)}" width="10" height="${32 - ((i + r) % 4 === 0 ? 6 : 0)}" fill="${[tone.deep, S500, B600, RED, tone.soft, SUN][(i * 3 + r) % 6]}"/>`,
          )
          .join('')}`,
    )
    .join('')}`
const counter = (x: number, y: number, w: number, tone: CategoryTone) =>
  `${shadow(x + w / 2, y + 76, w / 2 + 10)}<rect x="${x}" y="${y}" width="${w}" height="8" fill="${S200}"/><rect x="${x}" y="${y + 8}" width="${w}" height="66" fill="${tone.deep}"/>${range(
    Math.floor(w / 60),
  )
    .map(
      (i) =>
        `<path d="M${x + (i + 1) * 60} ${y + 12}v58" stroke="${WH}" stroke-width="2" opacity=".35"/><rect x="${x + i * 60 + 24}" y="${y + 18}" width="12" height="3" rx="1.5" fill="${WH}" opacity=".7"/>`,
    )
    .join('')}`
const wallCabinets = (x: number, y: number, w: number, tone: CategoryTone) =>
  `<rect x="${x}" y="${y}" width="${w}" height="50" fill="${WH}"/>${range(Math.floor(w / 50))
    .map(
      (i) =>
        `<rect x="${x + i * 50 + 3}" y="${y + 3}" width="44" height="44" fill="${tone.soft}"/><rect x="${x + i * 50 + 22}" y="${y + 38}" width="6" height="3" rx="1.5" fill="${S500}"/>`,
    )
    .join('')}`
const washer = (x: number, y: number, tone: CategoryTone) =>
  `${shadow(x + 38, y + 92, 44)}<rect x="${x}" y="${y}" width="76" height="90" rx="6" fill="${WH}"/><rect x="${x}" y="${y}" width="76" height="16" rx="6" fill="${S200}"/><circle cx="${x + 12}" cy="${y + 8}" r="3" fill="${tone.deep}"/><rect x="${x + 44}" y="${y + 5}" width="24" height="6" rx="3" fill="${S400}"/><circle cx="${x + 38}" cy="${y + 52}" r="26" fill="${S300}"/><circle cx="${x + 38}" cy="${y + 52}" r="19" fill="${B100}"/><path d="M${x + 28} ${y + 46}a12 12 0 0114-6" stroke="${WH}" stroke-width="3" fill="none"/>`
const box = (x: number, y: number, w: number, h: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${WOOD_LIGHT}"/><path d="M${x + w / 2 - 6} ${y}h12v${h * 0.4}h-12z" fill="${SAND}" opacity=".8"/><path d="M${x} ${y + 4}h${w}" stroke="${WOOD}" stroke-width="2"/>`
const van = (x: number, y: number, tone: CategoryTone) =>
  `${shadow(x + 110, y + 102, 124)}<rect x="${x}" y="${y}" width="150" height="90" rx="6" fill="${WH}"/><rect x="${x}" y="${y + 60}" width="150" height="10" fill="${tone.deep}"/><path d="M${x + 150} ${y + 20}h40l30 34v36h-70z" fill="${tone.deep}"/><path d="M${x + 160} ${y + 28}h26l20 24h-46z" fill="${B100}"/><circle cx="${x + 40}" cy="${y + 92}" r="14" fill="${INK}"/><circle cx="${x + 40}" cy="${y + 92}" r="6" fill="${S300}"/><circle cx="${x + 180}" cy="${y + 92}" r="14" fill="${INK}"/><circle cx="${x + 180}" cy="${y + 92}" r="6" fill="${S300}"/><rect x="${x + 212}" y="${y + 62}" width="8" height="8" fill="${SUN}"/>`
const brickWall = (x: number, y: number, w: number, h: number, colour: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${colour}"/>${range(Math.ceil(h / 14))
    .map(
      (r) =>
        `<path d="M${x} ${y + r * 14}h${w}" stroke="${SAND}" stroke-width="2" opacity=".7"/>${range(
          Math.ceil(w / 32),
        )
          .map(
            (c) =>
              `<path d="M${x + c * 32 + (r % 2) * 16} ${y + r * 14}v14" stroke="${SAND}" stroke-width="2" opacity=".7"/>`,
          )
          .join('')}`,
    )
    .join('')}`
const door = (x: number, y: number, tone: CategoryTone) =>
  `<rect x="${x - 10}" y="${y - 10}" width="100" height="${236 - y + 10}" fill="${S200}"/><rect x="${x}" y="${y}" width="80" height="${226 - y}" rx="3" fill="${tone.deep}"/><rect x="${x + 12}" y="${y + 14}" width="56" height="50" rx="2" fill="${WH}" opacity=".15"/><rect x="${x + 12}" y="${y + 76}" width="56" height="${226 - y - 100}" rx="2" fill="${WH}" opacity=".1"/><rect x="${x + 60}" y="${y + 80}" width="12" height="30" rx="3" fill="${SUN}"/><circle cx="${x + 66}" cy="${y + 88}" r="3" fill="${INK}"/><rect x="${x + 64}" y="${y + 96}" width="4" height="9" rx="1" fill="${INK}"/>`
const trestle = (x: number, y: number) =>
  `${shadow(x + 60, y + 64, 70)}<rect x="${x}" y="${y}" width="120" height="10" rx="2" fill="${WOOD}"/><path d="M${x + 14} ${y + 10}l-10 52M${x + 14} ${y + 10}l10 52M${x + 106} ${y + 10}l-10 52M${x + 106} ${y + 10}l10 52" stroke="${WOOD}" stroke-width="5"/>`
const dropCloth = (tone: CategoryTone) =>
  `<path d="M20 300c30-30 20-58 60-64h260c30 6 26 40 50 64z" fill="${WH}" opacity=".8"/><path d="M90 262c20 4 40-2 60 2M220 272c30 2 60-4 90 0" stroke="${tone.soft}" stroke-width="3" fill="none"/>`
const serverRack = (x: number, y: number, tone: CategoryTone) =>
  `${shadow(x + 40, y + 178, 50)}<rect x="${x}" y="${y}" width="80" height="176" rx="4" fill="${INK}"/>${range(
    8,
  )
    .map(
      (i) =>
        `<rect x="${x + 8}" y="${y + 10 + i * 20}" width="64" height="14" rx="2" fill="#1e293b"/><circle cx="${x + 16}" cy="${y + 17 + i * 20}" r="2.5" fill="${i === 5 ? SUN : LEAF}"/><path d="M${x + 28} ${y + 17 + i * 20}h36" stroke="${tone.deep}" stroke-width="3"/>`,
    )
    .join('')}`
const whiteboard = (x: number, y: number, w: number, h: number, content: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="${WH}" stroke="${S300}" stroke-width="3"/>${content}<rect x="${x + 10}" y="${y + h}" width="${w - 20}" height="5" fill="${S400}"/>`
const tripodCamera = (x: number, y: number, tone: CategoryTone) =>
  `${shadow(x, y, 40)}<path d="M${x} ${y - 100}l-34 100M${x} ${y - 100}l34 100M${x} ${y - 100}v100" stroke="${INK}" stroke-width="4"/><rect x="${x - 30}" y="${y - 140}" width="60" height="40" rx="6" fill="${INK}"/><rect x="${x - 14}" y="${y - 150}" width="22" height="12" rx="3" fill="${INK}"/><circle cx="${x}" cy="${y - 120}" r="14" fill="${S500}"/><circle cx="${x}" cy="${y - 120}" r="8" fill="${tone.deep}"/><circle cx="${x - 3}" cy="${y - 123}" r="2.5" fill="${WH}"/>`
const softbox = (x: number, y: number) =>
  `${shadow(x, y, 26)}<path d="M${x} ${y - 120}v120M${x} ${y}l-22 0M${x} ${y}l22 0" stroke="${INK}" stroke-width="4"/><path d="M${x - 34} ${y - 190}h68l-14 60h-40z" fill="${WH}" stroke="${S300}" stroke-width="3"/><path d="M${x - 80} ${y - 130}l46-60h68l46 60z" fill="${SUN}" opacity=".12"/>`
const speech = (x: number, y: number, w: number, colour: string, lines: string) =>
  `<path d="M${x} ${y}h${w}a10 10 0 0110 10v40a10 10 0 01-10 10h-${w - 30}l-16 14v-14h-4a10 10 0 01-10-10v-40a10 10 0 0110-10z" fill="${colour}"/><path d="M${x + 12} ${y + 24}h${w - 24}M${x + 12} ${y + 40}h${w - 50}" stroke="${lines}" stroke-width="5" stroke-linecap="round"/>`
const paper = (x: number, y: number, rotate: number, tone: CategoryTone) =>
  `<g transform="rotate(${rotate} ${x + 30} ${y + 20})"><rect x="${x}" y="${y}" width="60" height="40" fill="${WH}" stroke="${S300}"/><path d="M${x + 8} ${y + 10}h40M${x + 8} ${y + 18}h44M${x + 8} ${y + 26}h30" stroke="${S400}" stroke-width="2"/><path d="M${x + 36} ${y + 33}c4-6 8 4 14-2" stroke="${tone.deep}" stroke-width="2" fill="none"/></g>`
const laptop = (x: number, y: number, screen: string) =>
  `<path d="M${x} ${y}h90l-6-56h-78z" fill="${INK}"/><path d="M${x + 10} ${y - 6}h70l-5-44h-60z" fill="${WH}"/>${screen}<rect x="${x - 10}" y="${y}" width="110" height="6" rx="3" fill="${S400}"/>`
const mug = (x: number, y: number, tone: CategoryTone) =>
  `<rect x="${x}" y="${y - 22}" width="18" height="22" rx="3" fill="${tone.deep}"/><path d="M${x + 18} ${y - 16}a6 6 0 010 10" stroke="${tone.deep}" stroke-width="3" fill="none"/><path d="M${x + 6} ${y - 28}c4-4-2-6 2-10" stroke="${S400}" stroke-width="2" fill="none"/>`
const sparkle = (x: number, y: number, r: number) =>
  `<path d="M${x} ${y - r}l${r / 4} ${(r * 3) / 4} ${(r * 3) / 4} ${r / 4} ${(-r * 3) / 4} ${r / 4} ${-r / 4} ${(r * 3) / 4} ${-r / 4} ${(-r * 3) / 4} ${(-r * 3) / 4} ${-r / 4} ${(r * 3) / 4} ${-r / 4}z" fill="${WH}"/>`
const bars = (x: number, y: number, tone: CategoryTone) =>
  range(5)
    .map(
      (i) =>
        `<rect x="${x + i * 16}" y="${y - [20, 32, 26, 44, 52][i]!}" width="11" height="${[20, 32, 26, 44, 52][i]}" fill="${i === 4 ? SUN : tone.deep}"/>`,
    )
    .join('')
const webLayout = (x: number, y: number, w: number, tone: CategoryTone) =>
  `<rect x="${x}" y="${y}" width="${w}" height="10" fill="${tone.deep}"/><rect x="${x}" y="${y + 16}" width="${w}" height="${w * 0.28}" fill="${tone.soft}"/><circle cx="${x + w * 0.75}" cy="${y + 16 + w * 0.14}" r="${w * 0.07}" fill="${SUN}"/><rect x="${x + 8}" y="${y + 24}" width="${w * 0.4}" height="6" fill="${tone.deep}"/>${range(
    3,
  )
    .map(
      (i) =>
        `<rect x="${x + i * (w / 3) + 2}" y="${y + 22 + w * 0.28}" width="${w / 3 - 4}" height="${w * 0.16}" fill="${S200}"/>`,
    )
    .join('')}`
const binder = (x: number, y: number, colour: string) =>
  `<rect x="${x}" y="${y}" width="22" height="70" rx="2" fill="${colour}"/><rect x="${x + 4}" y="${y + 10}" width="14" height="18" rx="1" fill="${WH}"/><circle cx="${x + 11}" cy="${y + 52}" r="4" fill="${WH}" opacity=".6"/>`
const ladder = (x: number, y: number, h: number) =>
  `<path d="M${x} ${y}l${h * 0.18} ${-h}M${x + 36} ${y}l${h * 0.18} ${-h}" stroke="${SUN}" stroke-width="6" stroke-linecap="round"/>${range(
    Math.floor(h / 26),
  )
    .map(
      (i) =>
        `<path d="M${x + (i + 1) * 26 * 0.18} ${y - (i + 1) * 26}h36" stroke="${SUN}" stroke-width="5"/>`,
    )
    .join('')}`
const skylight = (x: number, y: number) =>
  `<path d="M${x} ${y}l60-18 16 36-60 18z" fill="${WH}"/><path d="M${x + 6} ${y + 2}l50-15 11 26-50 15z" fill="${B100}"/>`
const heatPump = (x: number, y: number, tone: CategoryTone) =>
  `${shadow(x + 50, y + 74, 56)}<rect x="${x}" y="${y}" width="100" height="70" rx="6" fill="${WH}"/><circle cx="${x + 36}" cy="${y + 35}" r="24" fill="${S200}"/>${range(
    4,
  )
    .map(
      (i) =>
        `<path d="M${x + 36} ${y + 35}l${Math.cos(i * 1.57) * 20} ${Math.sin(i * 1.57) * 20}" stroke="${tone.deep}" stroke-width="5" stroke-linecap="round"/>`,
    )
    .join('')}<rect x="${x + 72}" y="${y + 14}" width="18" height="40" rx="2" fill="${S100}"/>`
const boiler = (x: number, y: number, tone: CategoryTone) =>
  `<rect x="${x}" y="${y}" width="80" height="110" rx="6" fill="${WH}"/><rect x="${x + 14}" y="${y + 16}" width="52" height="22" rx="3" fill="${INK}"/><path d="M${x + 22} ${y + 27}h20" stroke="${LEAF}" stroke-width="4"/><circle cx="${x + 56}" cy="${y + 27}" r="4" fill="${SUN}"/><circle cx="${x + 40}" cy="${y + 70}" r="12" fill="${tone.soft}"/><path d="M${x + 40} ${y + 62}c6 8-6 12 0 16" stroke="${RED}" stroke-width="3" fill="none"/>${range(
    3,
  )
    .map(
      (i) =>
        `<path d="M${x + 20 + i * 20} ${y + 110}V220" stroke="${[tone.deep, S400, RED][i]}" stroke-width="6"/>`,
    )
    .join('')}`

const svg = (title: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" role="img"><title>${title}</title>${body}</svg>\n`

/** Three scenes per category: the finished work, the work in its place, a detail. */
export const GALLERY_SCENES: Record<CategorySlug, [Draw, Draw, Draw]> = {
  plumbing: [
    (t) =>
      `${interior(S100)}${tileGrid(0, 60, 400, 160, 32, t.soft, WH)}${bathtub(30, 176)}${vanity(270, 148, t)}${plant(230, 262)}`,
    (t) =>
      `${interior(t.soft)}${window_(140, 36, 120, 86)}${wallCabinets(20, 36, 100, t)}${counter(20, 152, 360, t)}<rect x="170" y="150" width="70" height="6" rx="3" fill="${S300}"/><path d="M205 150v-26h16" stroke="${S400}" stroke-width="6" fill="none" stroke-linecap="round"/>${plant(340, 150)}`,
    (t) =>
      `${interior(S100)}<path d="M40 60h320M40 100h200v120M240 100h120" stroke="${t.deep}" stroke-width="12" fill="none"/><path d="M40 140h140v80" stroke="${S400}" stroke-width="12" fill="none"/>${[120, 300, 180].map((x, i) => `<rect x="${x - 12}" y="${[48, 88, 128][i]}" width="24" height="24" rx="4" fill="${RED}"/><rect x="${x - 3}" y="${[30, 70, 110][i]}" width="6" height="18" fill="${INK}"/>`).join('')}${boiler(290, 80, t)}`,
  ],
  electrical: [
    (t) =>
      `${interior(S100)}${consumerUnit(120, 96, t)}${plant(340, 262)}<rect x="40" y="150" width="28" height="40" rx="4" fill="${WH}"/><circle cx="54" cy="164" r="4" fill="${S400}"/><circle cx="54" cy="178" r="4" fill="${S400}"/>`,
    (t) =>
      `${interior(t.soft)}${pendant(120, true)}${pendant(280, true)}${sofa(110, 168, t.deep)}${picture(40, 90, 60, 46, t)}<rect x="336" y="180" width="24" height="24" rx="4" fill="${WH}"/><rect x="344" y="186" width="8" height="12" rx="2" fill="${S300}"/>`,
    (t) =>
      `${exterior()}${house(100, 130, t, { wall: SAND })}<rect x="316" y="170" width="28" height="50" rx="5" fill="${WH}"/><rect x="322" y="178" width="16" height="10" rx="2" fill="${LEAF}"/><path d="M330 220c0 20-20 14-30 16" stroke="${INK}" stroke-width="4" fill="none"/><path d="M180 150l10-6 10 6" stroke="${SUN}" stroke-width="3" fill="none"/><circle cx="190" cy="156" r="6" fill="${SUN}"/>`,
  ],
  heating: [
    (t) =>
      `${interior(t.soft)}${window_(130, 40, 140, 110)}${radiator(140, 160, 120)}<path d="M160 150c6-8-4-12 2-20M200 150c6-8-4-12 2-20M240 150c6-8-4-12 2-20" stroke="${RED}" stroke-width="3" fill="none" opacity=".5"/>${plant(320, 262)}${floorLamp(70, 262)}`,
    (t) =>
      `${interior(S100)}${boiler(160, 60, t)}<rect x="60" y="110" width="60" height="100" rx="4" fill="${S200}"/><rect x="68" y="120" width="44" height="80" rx="2" fill="${WH}"/>${plant(320, 262)}`,
    (t) => `${exterior()}${house(40, 130, t)}${heatPump(270, 176, t)}${hedge(0, 262, 60)}`,
  ],
  painting: [
    (t) =>
      `${interior(S100)}<rect x="90" width="220" height="220" fill="${t.deep}"/>${picture(160, 56, 80, 60, t)}${rug(200, 262, t)}${sofa(120, 176, S300)}${floorLamp(340, 262)}${plant(50, 262)}`,
    (t) =>
      `${interior(S100)}<rect width="220" height="220" fill="${t.deep}"/><path d="M220 0v220" stroke="${t.deep}" stroke-width="6" stroke-dasharray="2 8"/>${dropCloth(t)}${ladder(250, 250, 170)}<rect x="120" y="244" width="60" height="16" rx="3" fill="${S400}"/><rect x="128" y="246" width="44" height="8" fill="${t.deep}"/><path d="M150 236h40v-30h-22" stroke="${INK}" stroke-width="4" fill="none"/><rect x="150" y="196" width="40" height="14" rx="5" fill="${t.deep}"/>`,
    (t) =>
      `${exterior()}${house(100, 130, t, { wall: t.soft, roof: S500 })}${tree(330, 252)}${flowers(40, 250, 4, RED)}`,
  ],
  carpentry: [
    (t) =>
      `${interior(t.soft)}${bookshelf(60, 34, 180, 4, t)}<rect x="250" y="34" width="90" height="184" fill="${WOOD}"/><rect x="256" y="40" width="78" height="172" fill="${WOOD_LIGHT}"/><circle cx="324" cy="126" r="3" fill="${INK}"/>${plant(370, 262)}`,
    (t) =>
      `${interior(S100)}${wallCabinets(30, 40, 150, { ...t, soft: WOOD_LIGHT })}${counter(30, 150, 340, { ...t, deep: WOOD })}${window_(220, 36, 120, 80)}${plant(330, 150)}`,
    (t) =>
      `${workshop(t.soft)}${trestle(60, 186)}<rect x="56" y="170" width="160" height="16" rx="2" fill="${WOOD_LIGHT}"/><path d="M70 178h130" stroke="${WOOD}" stroke-width="2"/><g transform="rotate(-8 290 150)"><path d="M236 140l110-14v34l-110 6z" fill="${S400}"/><rect x="336" y="118" width="30" height="44" rx="10" fill="${t.deep}"/></g><rect x="90" y="60" width="10" height="60" fill="${WOOD}"/><rect x="130" y="70" width="60" height="10" fill="${S500}"/>`,
  ],
  roofing: [
    (t) => `${exterior()}${house(100, 140, t)}${tree(340, 256)}${hedge(0, 266, 80)}`,
    (t) =>
      `<rect width="400" height="300" fill="${B50}"/><path d="M0 300L400 90v210z" fill="${t.deep}"/>${range(7)
        .map(
          (i) =>
            `<path d="M${i * 60} 300L400 ${110 + i * 30}" stroke="${WH}" stroke-width="2" opacity=".25"/>`,
        )
        .join(
          '',
        )}${skylight(200, 200)}<path d="M0 298L400 88" stroke="${S400}" stroke-width="8"/><circle cx="80" cy="70" r="22" fill="${SUN}"/>`,
    (t) => `${exterior()}${house(40, 130, t)}${ladder(230, 262, 180)}${shadow(250, 264, 30)}`,
  ],
  masonry: [
    (t) =>
      `${exterior()}${brickWall(0, 160, 160, 80, t.deep)}${brickWall(240, 160, 160, 80, t.deep)}<rect x="150" y="140" width="18" height="100" fill="${S400}"/><rect x="232" y="140" width="18" height="100" fill="${S400}"/><path d="M168 170h64M168 200h64M168 230h64M180 160v80M200 160v80M220 160v80" stroke="${INK}" stroke-width="3"/>${tree(80, 158, 0.7)}`,
    (t) =>
      `${exterior()}${house(100, 130, t, { wall: '#d9c8b4', roof: S500 })}${brickWall(110, 204, 180, 40, t.deep)}${tree(40, 256, 0.8)}`,
    (t) =>
      `${exterior()}${brickWall(120, 120, 96, 120, t.deep)}<rect x="118" y="112" width="100" height="10" fill="${S300}"/>${shadow(280, 250, 44)}<path d="M250 210h70l-8 40h-54z" fill="${S500}"/><ellipse cx="285" cy="212" rx="35" ry="6" fill="${S300}"/><g transform="rotate(-30 300 190)"><path d="M280 190l30 10-30 10z" fill="${S400}"/><rect x="310" y="196" width="30" height="8" rx="3" fill="${WOOD}"/></g>`,
  ],
  tiling: [
    (t) =>
      `${interior(S100)}${tileGrid(40, 20, 200, 200, 25, t.soft, WH)}<rect x="236" y="20" width="6" height="200" fill="${S300}"/><path d="M90 20v40h40" stroke="${S400}" stroke-width="6" fill="none"/><circle cx="130" cy="70" r="14" fill="${S400}"/>${range(
        4,
      )
        .map(
          (i) =>
            `<path d="M${120 + i * 7} 90v${40 + i * 8}" stroke="${B500}" stroke-width="2" opacity=".5" stroke-dasharray="4 6"/>`,
        )
        .join('')}${plant(310, 262)}`,
    (t) =>
      `${interior(S100)}${wallCabinets(20, 30, 150, t)}${tileGrid(20, 86, 360, 64, 16, WH, t.soft)}${counter(20, 150, 360, t)}${window_(220, 20, 120, 60)}`,
    (t) =>
      `<rect width="400" height="300" fill="${S100}"/><path d="M0 120h400v180H0z" fill="${WH}"/>${range(9)
        .map(
          (i) =>
            `<path d="M${200 + (i - 4) * 30} 120L${200 + (i - 4) * 110} 300" stroke="${t.deep}" stroke-width="2"/>`,
        )
        .join('')}${range(4)
        .map((i) => `<path d="M0 ${130 + i * i * 12 + i * 20}h400" stroke="${t.deep}" stroke-width="2"/>`)
        .join('')}${door(160, 20, t).replace(/height="\d+" fill="#e2e8f0"/, 'height="110" fill="#e2e8f0"')}`,
  ],
  locksmith: [
    (t) =>
      `${exterior()}<rect x="60" y="40" width="280" height="196" fill="${SAND}"/>${door(160, 80, t)}${plant(110, 250)}${plant(290, 250)}<rect x="130" y="236" width="140" height="10" fill="${S300}"/>`,
    (t) =>
      `<rect width="400" height="300" fill="${t.deep}"/><rect x="40" y="20" width="320" height="260" rx="6" fill="${WH}" opacity=".08"/><rect x="232" y="90" width="56" height="140" rx="8" fill="${S300}"/><rect x="220" y="120" width="110" height="24" rx="12" fill="${S200}"/><circle cx="260" cy="180" r="16" fill="${INK}"/><rect x="255" y="186" width="10" height="24" rx="2" fill="${INK}"/><circle cx="260" cy="180" r="7" fill="${SUN}"/>`,
    (t) =>
      `${workshop(t.soft)}${range(6)
        .map(
          (i) =>
            `<path d="M${74 + i * 50} 60v14" stroke="${S500}" stroke-width="3"/><circle cx="${74 + i * 50}" cy="86" r="10" fill="none" stroke="${i % 2 ? SUN : S400}" stroke-width="5"/><path d="M${74 + i * 50} 96v34M${74 + i * 50} 112h8M${74 + i * 50} 124h6" stroke="${i % 2 ? SUN : S400}" stroke-width="5"/>`,
        )
        .join(
          '',
        )}<rect x="40" y="180" width="320" height="14" fill="${WOOD}"/>${shadow(200, 242, 150)}<rect x="60" y="194" width="280" height="46" fill="${WOOD_LIGHT}"/><rect x="90" y="160" width="70" height="20" rx="4" fill="${t.deep}"/>`,
  ],
  gardening: [
    (t) =>
      `${exterior()}${hedge(0, 236, 400)}<path d="M170 300c10-30 40-50 90-64h40c-40 14-70 34-80 64z" fill="${SAND}"/>${tree(70, 250)}${tree(330, 240, 0.8)}${flowers(200, 280, 5, t.deep)}${flowers(40, 292, 4, RED)}`,
    (t) =>
      `${exterior()}${range(3)
        .map(
          (i) =>
            `<rect x="${40 + i * 120}" y="230" width="100" height="40" rx="4" fill="${WOOD}"/><rect x="${46 + i * 120}" y="226" width="88" height="10" fill="#8b5e3c"/>${range(
              4,
            )
              .map(
                (j) =>
                  `<path d="M${56 + i * 120 + j * 22} 226c-8-20 8-20 0-34M${56 + i * 120 + j * 22} 226c10-14 18-10 14-24" stroke="${LEAF_DARK}" stroke-width="4" fill="none"/>`,
              )
              .join('')}`,
        )
        .join(
          '',
        )}<path d="M300 180h40l8 30h-56z" fill="${t.deep}"/><path d="M340 186l30-20" stroke="${t.deep}" stroke-width="6"/>`,
    (t) =>
      `${interior(t.soft)}<rect y="200" width="400" height="100" fill="${S200}"/>${range(5)
        .map((i) => `<path d="M${i * 100} 200l-40 100" stroke="${S300}" stroke-width="2"/>`)
        .join('')}${plant(80, 250)}${plant(200, 244)}${plant(320, 250)}${window_(120, 30, 160, 130)}`,
  ],
  moving: [
    (t) =>
      `${exterior()}<rect y="246" width="400" height="54" fill="${S300}"/>${van(40, 150, t)}${box(300, 210, 44, 36)}${box(322, 176, 36, 34)}${box(348, 214, 40, 32)}`,
    (t) =>
      `${interior(t.soft)}${window_(250, 40, 110, 100)}${box(40, 170, 70, 56)}${box(56, 120, 56, 50)}${box(120, 186, 60, 40)}${shadow(110, 228, 90)}${plant(320, 262)}`,
    (t) =>
      `${interior(S100)}${door(250, 40, t)}${shadow(130, 262, 60)}<path d="M170 80v180h-90" stroke="${INK}" stroke-width="6" fill="none"/><circle cx="92" cy="262" r="10" fill="${INK}"/><circle cx="160" cy="262" r="10" fill="${INK}"/>${box(80, 196, 80, 56)}${box(86, 144, 68, 52)}${box(94, 100, 56, 44)}`,
  ],
  cleaning: [
    (t) =>
      `${interior(WH)}${wallCabinets(20, 30, 200, t)}${counter(20, 150, 360, t)}${window_(250, 30, 110, 90)}${sparkle(120, 140, 14)}${sparkle(300, 140, 10)}${sparkle(60, 120, 8)}<rect x="60" y="134" width="16" height="16" rx="3" fill="${t.soft}"/>`,
    (t) =>
      `${interior(S100)}<rect y="226" width="400" height="74" fill="${WH}"/>${sparkle(100, 270, 10)}${sparkle(300, 250, 12)}${shadow(240, 262, 44)}<rect x="210" y="200" width="70" height="56" rx="6" fill="${t.deep}"/><rect x="220" y="190" width="50" height="14" rx="4" fill="${S300}"/><path d="M280 200l20-80" stroke="${S500}" stroke-width="5"/><circle cx="226" cy="258" r="6" fill="${INK}"/><circle cx="266" cy="258" r="6" fill="${INK}"/>${desk(20, 160)}`,
    (t) =>
      `${exterior()}<rect x="60" y="40" width="280" height="200" fill="${SAND}"/>${range(2)
        .flatMap((r) => range(3).map((c) => window_(84 + c * 86, 60 + r * 84, 64, 64)))
        .join(
          '',
        )}${sparkle(130, 86, 10)}${sparkle(300, 170, 12)}${sparkle(220, 90, 8)}<rect x="60" y="236" width="280" height="6" fill="${t.deep}"/>`,
  ],
  renovation: [
    (t) =>
      `${interior(S100)}<rect x="200" y="20" width="200" height="206" fill="${t.soft}"/>${wallCabinets(220, 36, 150, t)}${counter(220, 150, 160, t)}${sofa(24, 176, t.deep)}${pendant(300, true)}${picture(60, 60, 90, 64, t)}`,
    (t) =>
      `${interior(S200)}<rect x="40" y="40" width="160" height="180" fill="${S100}"/>${range(4)
        .map((i) => `<path d="M${40 + i * 40} 40v180" stroke="${S300}" stroke-width="3"/>`)
        .join(
          '',
        )}<path d="M220 60h120v160M220 60v160M220 120h120M220 180h120" stroke="${SUN}" stroke-width="6" fill="none"/>${shadow(300, 226, 70)}<rect x="90" y="200" width="60" height="26" rx="3" fill="${t.deep}"/>${dropCloth(t)}`,
    (t) =>
      `<rect width="400" height="300" fill="${t.soft}"/><path d="M0 0l200 80 200-80v300H0z" fill="${S100}"/><path d="M0 0l200 80 200-80" stroke="${WOOD}" stroke-width="10" fill="none"/>${skylight(250, 60)}<rect y="226" width="400" height="74" fill="${SAND}"/>${sofa(60, 176, t.deep)}${plant(330, 262)}`,
  ],
  'appliance-repair': [
    (t) =>
      `${interior(S100)}${tileGrid(0, 120, 400, 100, 25, WH, S200)}${washer(90, 136, t)}${washer(180, 136, t)}<rect x="280" y="60" width="90" height="166" rx="4" fill="${WH}"/><path d="M280 120h90" stroke="${S300}" stroke-width="2"/>${plant(50, 262)}`,
    (t) =>
      `${interior(t.soft)}${wallCabinets(20, 30, 150, t)}${counter(20, 150, 240, t)}<rect x="80" y="164" width="60" height="50" rx="3" fill="${INK}"/><rect x="86" y="176" width="48" height="30" rx="2" fill="${S500}"/><rect x="290" y="30" width="80" height="196" rx="6" fill="${WH}"/><path d="M290 100h80M298 50v30M298 110v40" stroke="${S300}" stroke-width="3"/>`,
    (t) =>
      `${workshop(t.soft)}<rect x="40" y="180" width="320" height="14" fill="${WOOD}"/><rect x="60" y="194" width="280" height="46" fill="${WOOD_LIGHT}"/>${shadow(200, 242, 150)}<rect x="140" y="110" width="120" height="70" rx="4" fill="${WH}"/><rect x="152" y="120" width="96" height="50" fill="${S200}"/>${range(
        4,
      )
        .map(
          (i) =>
            `<path d="M${164 + i * 22} 130v30" stroke="${[t.deep, RED, SUN, LEAF][i]}" stroke-width="4"/>`,
        )
        .join(
          '',
        )}<g transform="rotate(30 300 160)"><rect x="296" y="120" width="8" height="40" rx="3" fill="${RED}"/><rect x="298" y="160" width="4" height="30" fill="${S500}"/></g>`,
  ],
  solar: [
    (t) => `${exterior()}${house(80, 140, t, { roof: S500, solar: true })}${tree(330, 256)}`,
    (t) =>
      `${interior(S100)}<rect x="60" y="60" width="90" height="140" rx="6" fill="${WH}"/><rect x="74" y="80" width="62" height="20" rx="3" fill="${INK}"/>${range(
        4,
      )
        .map((i) => `<rect x="${80 + i * 13}" y="86" width="9" height="8" fill="${i < 3 ? LEAF : S500}"/>`)
        .join(
          '',
        )}<rect x="200" y="70" width="80" height="60" rx="5" fill="${t.deep}"/><rect x="210" y="80" width="30" height="14" rx="2" fill="${SUN}"/><path d="M240 130v60M105 200v20M150 130h50" stroke="${S400}" stroke-width="5" fill="none"/>${plant(340, 262)}`,
    (t) =>
      `<rect width="400" height="300" fill="${B50}"/><circle cx="340" cy="60" r="30" fill="${SUN}"/><rect y="200" width="400" height="100" fill="${S300}"/>${range(
        3,
      )
        .flatMap((r) =>
          range(4).map(
            (c) =>
              `<path d="M${20 + c * 95} ${190 + r * 34}l80-6 6 26-80 6z" fill="${B700}" stroke="${B100}" stroke-width="1.5"/>`,
          ),
        )
        .join('')}<path d="M0 200h400" stroke="${t.deep}" stroke-width="6"/>`,
  ],
  legal: [
    (t) =>
      `${interior(t.soft)}${bookshelf(20, 24, 150, 4, t)}${desk(180, 176)}<rect x="220" y="166" width="56" height="10" fill="${WH}"/>${chair(300, 136, t.deep)}${floorLamp(370, 262)}`,
    (t) =>
      `${interior(S100)}${window_(140, 30, 120, 90)}${shadow(200, 262, 160)}<rect x="40" y="190" width="320" height="12" rx="3" fill="${WOOD}"/><path d="M60 202v54M340 202v54" stroke="${S500}" stroke-width="6"/>${paper(90, 148, -6, t)}${paper(170, 150, 4, t)}${paper(250, 146, -3, t)}${mug(320, 190, t)}`,
    (t) =>
      `<rect width="400" height="300" fill="${WOOD}"/><rect x="80" y="40" width="220" height="230" fill="${WH}"/>${range(
        8,
      )
        .map(
          (i) =>
            `<path d="M104 ${72 + i * 18}h${i % 3 === 2 ? 120 : 170}" stroke="${S300}" stroke-width="4"/>`,
        )
        .join(
          '',
        )}<path d="M200 236c10-20 30 10 50-10" stroke="${t.deep}" stroke-width="4" fill="none"/><circle cx="130" cy="234" r="20" fill="${RED}"/><g transform="rotate(35 300 200)"><rect x="294" y="140" width="12" height="90" rx="4" fill="${INK}"/><path d="M294 230h12l-6 14z" fill="${SUN}"/></g>`,
  ],
  accounting: [
    (t) =>
      `${interior(t.soft)}${desk(90, 176)}${monitor(140, 90, 120, 72, bars(166, 150, t))}${mug(250, 176, t)}${chair(40, 136, t.deep)}${plant(350, 262)}`,
    (t) =>
      `${interior(S100)}<rect x="40" y="40" width="320" height="184" fill="${WOOD}"/>${range(2)
        .map(
          (r) =>
            `<rect x="48" y="${48 + r * 88}" width="304" height="80" fill="${WOOD_LIGHT}"/>${range(11)
              .map((i) => binder(56 + i * 26, 54 + r * 88, [t.deep, B600, S500, t.deep, RED][(i + r) % 5]!))
              .join('')}`,
        )
        .join('')}`,
    (t) =>
      `${interior(S100)}${shadow(200, 262, 160)}<rect x="40" y="190" width="320" height="12" rx="3" fill="${WOOD}"/><path d="M60 202v54M340 202v54" stroke="${S500}" stroke-width="6"/>${laptop(100, 190, bars(122, 176, t))}<rect x="240" y="150" width="50" height="40" rx="5" fill="${INK}"/><rect x="246" y="156" width="38" height="10" fill="${B100}"/>${range(
        6,
      )
        .map(
          (i) =>
            `<rect x="${247 + (i % 3) * 13}" y="${170 + Math.floor(i / 3) * 9}" width="9" height="6" rx="1" fill="${WH}"/>`,
        )
        .join('')}${mug(320, 190, t)}`,
  ],
  'it-support': [
    (t) =>
      `${interior(t.soft)}${desk(70, 176)}${monitor(90, 100, 90, 62, `<rect x="100" y="110" width="70" height="42" fill="${t.soft}"/>`)}${monitor(190, 100, 90, 62, `<path d="M200 120h50M200 132h60M200 144h40" stroke="${t.deep}" stroke-width="4"/>`)}${chair(310, 136, t.deep)}`,
    (t) =>
      `${interior(S200)}${serverRack(60, 48, t)}${serverRack(160, 48, t)}${serverRack(260, 48, t)}<path d="M100 48V10h200v38" stroke="${t.deep}" stroke-width="4" fill="none"/>`,
    (t) =>
      `${interior(S100)}${shadow(200, 262, 160)}<rect x="40" y="190" width="320" height="12" rx="3" fill="${WOOD}"/><path d="M60 202v54M340 202v54" stroke="${S500}" stroke-width="6"/>${laptop(150, 190, `<path d="M172 160l10 10 20-20" stroke="${LEAF}" stroke-width="5" fill="none"/>`)}<rect x="60" y="160" width="60" height="30" rx="4" fill="${INK}"/>${range(
        4,
      )
        .map((i) => `<circle cx="${72 + i * 12}" cy="172" r="2.5" fill="${LEAF}"/>`)
        .join('')}<path d="M120 178c20 0 20 12 30 12" stroke="${t.deep}" stroke-width="3" fill="none"/>`,
  ],
  'web-development': [
    (t) =>
      `${interior(t.soft)}${desk(70, 176)}${monitor(100, 60, 170, 104, webLayout(110, 70, 150, t))}${mug(290, 176, t)}${plant(350, 262)}`,
    (t) =>
      `${interior(S100)}${whiteboard(40, 30, 320, 170, `<rect x="70" y="50" width="150" height="130" rx="6" fill="${INK}"/>${webLayout(76, 58, 138, t)}<rect x="250" y="50" width="70" height="130" rx="10" fill="${INK}"/>${webLayout(256, 62, 58, t)}`)}`,
    (t) =>
      `${interior(S100)}${whiteboard(40, 30, 320, 170, `<rect x="60" y="50" width="80" height="50" fill="none" stroke="${t.deep}" stroke-width="3"/><rect x="170" y="50" width="80" height="50" fill="none" stroke="${t.deep}" stroke-width="3"/><rect x="280" y="50" width="60" height="120" fill="none" stroke="${t.deep}" stroke-width="3"/><path d="M140 75h30M250 75h30M100 100v40h80" stroke="${RED}" stroke-width="3" fill="none"/><rect x="170" y="120" width="80" height="40" fill="${SUN}" opacity=".6"/>`)}${chair(170, 156, t.deep)}`,
  ],
  translation: [
    (t) =>
      `${interior(S100)}${speech(60, 40, 130, t.deep, WH)}${speech(210, 80, 130, SUN, INK)}${shadow(200, 262, 160)}<rect x="40" y="190" width="320" height="12" rx="3" fill="${WOOD}"/><path d="M60 202v54M340 202v54" stroke="${S500}" stroke-width="6"/>${paper(110, 150, -4, t)}${paper(210, 150, 5, t)}`,
    (t) =>
      `${interior(t.soft)}${bookshelf(30, 24, 200, 4, t)}${desk(240, 176).replace(/width="220"/, 'width="150"')}${floorLamp(370, 262)}`,
    (t) =>
      `${interior(S200)}<rect x="40" y="30" width="320" height="120" rx="6" fill="${INK}"/><rect x="50" y="40" width="300" height="100" rx="3" fill="${B100}"/>${shadow(200, 262, 160)}<rect x="40" y="190" width="320" height="12" rx="3" fill="${WOOD}"/><path d="M150 190a30 30 0 0160 0" stroke="${INK}" stroke-width="6" fill="none"/><rect x="140" y="176" width="16" height="20" rx="6" fill="${t.deep}"/><rect x="204" y="176" width="16" height="20" rx="6" fill="${t.deep}"/><rect x="260" y="170" width="40" height="20" rx="3" fill="${S500}"/>`,
  ],
  photography: [
    (t) =>
      `${interior(S200)}<path d="M120 0h180v300H120z" fill="${t.soft}"/><path d="M120 226c60 10 120 10 180 0v74H120z" fill="${t.soft}"/>${softbox(70, 262)}${tripodCamera(300, 262, t)}`,
    (t) =>
      `${interior(WH)}${picture(40, 40, 100, 76, t)}${picture(160, 50, 80, 100, t)}${picture(260, 40, 100, 76, t)}${picture(60, 136, 70, 54, t)}${picture(270, 136, 80, 60, t)}<rect y="220" width="400" height="6" fill="${t.deep}"/>`,
    (t) =>
      `${interior(t.soft)}${desk(70, 176)}${monitor(100, 60, 170, 104, `<rect x="110" y="70" width="120" height="84" fill="${t.soft}"/><path d="M110 154l40-44 30 24 20-14 30 34z" fill="${t.deep}"/><circle cx="200" cy="92" r="8" fill="${SUN}"/><rect x="236" y="70" width="24" height="84" fill="${S200}"/>`)}${tripodCamera(330, 262, t)}`,
  ],
  'interior-design': [
    (t) =>
      `${interior(t.soft)}${rug(200, 264, t)}${sofa(110, 170, t.deep)}${floorLamp(330, 262)}${picture(130, 50, 140, 90, t)}${plant(60, 262)}`,
    (t) =>
      `${interior(S100)}<rect x="40" y="30" width="200" height="160" fill="${WOOD_LIGHT}"/>${[t.deep, t.soft, SUN, LEAF, B600, RED].map((c, i) => `<rect x="${56 + (i % 3) * 60}" y="${46 + Math.floor(i / 3) * 70}" width="48" height="56" fill="${c}" transform="rotate(${i % 2 ? 4 : -3} ${80 + (i % 3) * 60} ${74 + Math.floor(i / 3) * 70})"/>`).join('')}${desk(200, 176).replace(/width="220"/, 'width="180"')}${chair(300, 136, t.deep)}`,
    (t) =>
      `${interior(t.soft)}${shadow(200, 262, 150)}<rect x="70" y="150" width="260" height="80" rx="6" fill="${WH}"/><rect x="70" y="120" width="260" height="40" rx="6" fill="${t.deep}"/><rect x="90" y="130" width="60" height="26" rx="8" fill="${WH}"/><rect x="250" y="130" width="60" height="26" rx="8" fill="${WH}"/><rect x="70" y="190" width="260" height="40" fill="${t.soft}"/>${pendant(40, true)}${pendant(360, true)}${picture(150, 40, 100, 60, t)}`,
  ],
  'pest-control': [
    (t) =>
      `${interior(WH)}${wallCabinets(20, 30, 200, t)}${counter(20, 150, 360, t)}${window_(250, 30, 110, 90)}<rect x="300" y="204" width="40" height="18" rx="3" fill="${S400}"/>${plant(60, 150)}`,
    (t) =>
      `${exterior()}${house(100, 130, t, { roof: S500 })}<rect x="120" y="90" width="30" height="14" fill="${S500}"/>${range(
        4,
      )
        .map((i) => `<path d="M${124 + i * 7} 90v14" stroke="${WH}" stroke-width="2"/>`)
        .join('')}${hedge(300, 262, 100)}${hedge(0, 262, 80)}`,
    (t) =>
      `<rect width="400" height="300" fill="${t.soft}"/><path d="M0 0l200 90 200-90v300H0z" fill="${SAND}"/><path d="M0 0l200 90 200-90" stroke="${WOOD}" stroke-width="10" fill="none"/>${range(
        8,
      )
        .map((i) => `<path d="M${i * 60 - 40} 300l40-110" stroke="${WOOD}" stroke-width="6"/>`)
        .join('')}<rect y="226" width="400" height="74" fill="${SUN}" opacity=".5"/>${range(10)
        .map(
          (i) =>
            `<path d="M${i * 44} 240c10-6 20 6 30 0" stroke="${WOOD_LIGHT}" stroke-width="3" fill="none"/>`,
        )
        .join(
          '',
        )}<rect x="180" y="120" width="40" height="40" rx="3" fill="${B100}" stroke="${WH}" stroke-width="4"/>`,
  ],
}

/** The SVG file of a scene, its title the scene's English alt text (escaped). */
export function drawScene(slug: CategorySlug, index: number, tone: CategoryTone, title: string): string {
  const draw = GALLERY_SCENES[slug][index]
  if (!draw) throw new Error(`No scene ${index + 1} for ${slug}`)
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;')
  return svg(escaped, draw(tone))
}
