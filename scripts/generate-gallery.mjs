// Writes the provider gallery illustrations to public/gallery/<category>-<n>.svg (run once, commit the files).
// Three per category: the main icon, a house or office scene, the second icon. Shapes only, brand colours,
// no external assets, so the files are ours to publish. Titles match the alt texts in
// src/server/db/seed/provider-generator-data/gallery.ts (a test checks it).
import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const B = '#0077A8'
const L = '#00A1DE'
const P = '#CCEDF8'
const W = '#E6F6FC'
const D = '#005F86'
const R = '#EF3340'
const INK = '#0F172A'
const Y = '#F5B841'
const G = '#4FA165'
const GD = '#2F7A47'
const S = '#F4EDE4'
const GR = '#94A3B8'
const WH = '#FFFFFF'
const WOOD = '#C98B4F'
const BRICK = '#C1553B'

const bug = (x, y, c) =>
  `<g stroke="${c}" stroke-width="3" stroke-linecap="round"><path d="M${x - 12} ${y - 8}l-8-6M${x + 12} ${y - 8}l8-6M${x - 13} ${y + 2}h-10M${x + 13} ${y + 2}h10M${x - 12} ${y + 12}l-8 6M${x + 12} ${y + 12}l8 6"/></g><ellipse cx="${x}" cy="${y + 3}" rx="12" ry="16" fill="${c}"/><circle cx="${x}" cy="${y - 15}" r="7" fill="${c}"/>`

/** Icons drawn in a 100 × 100 box; `bg` is the colour behind them (for cut-outs). */
const ICONS = {
  plumbing: [
    () =>
      `<rect x="14" y="10" width="28" height="8" rx="4" fill="${D}"/><rect x="24" y="16" width="8" height="14" fill="${D}"/><rect x="8" y="28" width="52" height="14" rx="5" fill="${B}"/><rect x="46" y="28" width="14" height="34" rx="5" fill="${B}"/><path d="M53 68s-9 11-9 17a9 9 0 0018 0c0-6-9-17-9-17z" fill="${L}"/>`,
    (bg) =>
      `<path d="M6 90h30V74h58" fill="none" stroke="${B}" stroke-width="12" stroke-linejoin="round"/><g transform="rotate(-40 50 40)"><rect x="44" y="30" width="12" height="52" rx="6" fill="${D}"/><circle cx="50" cy="24" r="16" fill="${D}"/><rect x="45" y="6" width="10" height="18" fill="${bg}"/></g>`,
  ],
  electrical: [
    () =>
      `<circle cx="50" cy="50" r="42" fill="${Y}"/><path d="M57 12L30 55h18l-6 33 28-44H52z" fill="${INK}"/>`,
    () =>
      `<path d="M50 4v8M18 18l6 6M82 18l-6 6M6 46h8M86 46h8" stroke="${Y}" stroke-width="5" stroke-linecap="round"/><circle cx="50" cy="44" r="26" fill="${Y}"/><path d="M42 44l8 9 8-9" stroke="${WH}" stroke-width="4" fill="none"/><rect x="38" y="68" width="24" height="9" rx="2" fill="${GR}"/><rect x="41" y="79" width="18" height="9" rx="3" fill="${GR}"/>`,
  ],
  heating: [
    () =>
      `<path d="M28 18c5-4-3-8 2-12M50 18c5-4-3-8 2-12M72 18c5-4-3-8 2-12" stroke="${R}" stroke-width="4" fill="none" stroke-linecap="round"/>${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${13 + i * 13}" y="26" width="10" height="58" rx="5" fill="${B}"/>`).join('')}<rect x="10" y="34" width="80" height="6" fill="${D}"/><rect x="10" y="68" width="80" height="6" fill="${D}"/>`,
    () =>
      `<path d="M50 6c6 18 30 28 30 54a30 30 0 01-60 0c0-14 8-22 14-28 0 10 6 16 10 16 0-14-4-28 6-42z" fill="${R}"/><path d="M50 54c4 8 13 12 13 22a13 13 0 01-26 0c0-8 9-12 13-22z" fill="${Y}"/>`,
  ],
  painting: [
    () =>
      `<rect x="4" y="44" width="38" height="48" fill="${R}" opacity=".3"/><rect x="12" y="12" width="62" height="24" rx="7" fill="${R}"/><path d="M74 24h12v24H50v14" stroke="${INK}" stroke-width="5" fill="none" stroke-linejoin="round"/><rect x="44" y="60" width="12" height="32" rx="4" fill="${D}"/>`,
    () =>
      `<path d="M14 44h44l-6 46H20z" fill="${B}"/><ellipse cx="36" cy="44" rx="22" ry="7" fill="${L}"/><g transform="rotate(25 72 40)"><rect x="67" y="4" width="10" height="36" rx="3" fill="${D}"/><rect x="63" y="40" width="18" height="8" fill="${GR}"/><path d="M63 48h18l-3 18H66z" fill="${Y}"/></g>`,
  ],
  carpentry: [
    () =>
      `<path d="M6 40l60-12v36L6 76z" fill="${GR}"/><path d="M6 76l4-6 4 5 4-6 4 5 4-6 4 5 4-6 4 5 4-6 4 5 4-6 4 5 4-6 4 5 4-6" fill="none" stroke="${D}" stroke-width="2"/><rect x="64" y="24" width="30" height="44" rx="10" fill="${WOOD}"/><rect x="73" y="36" width="12" height="20" rx="5" fill="${S}"/>`,
    () =>
      `<rect x="6" y="56" width="88" height="12" rx="2" fill="${WOOD}"/><rect x="12" y="70" width="80" height="12" rx="2" fill="#E3B27A"/><rect x="4" y="84" width="88" height="12" rx="2" fill="${WOOD}"/><g transform="rotate(-35 50 30)"><rect x="14" y="24" width="60" height="12" fill="${Y}"/><path d="M74 24l14 6-14 6z" fill="${S}"/><path d="M84 28.3l4 1.7-4 1.7z" fill="${INK}"/><rect x="10" y="24" width="6" height="12" fill="${R}"/></g>`,
  ],
  roofing: [
    () =>
      `<rect x="66" y="18" width="11" height="24" fill="${D}"/><path d="M4 58L50 16l46 42z" fill="${R}"/><path d="M36 30h28M24 40h52M14 50h72" stroke="${WH}" stroke-width="2" opacity=".6"/><rect x="16" y="58" width="68" height="34" fill="${WH}"/><rect x="42" y="68" width="16" height="24" fill="${B}"/>`,
    () =>
      `<path d="M32 6L20 94M68 6l12 88" stroke="${Y}" stroke-width="7" stroke-linecap="round"/><path d="M30 20h40M28 38h44M25 56h50M23 74h54" stroke="${Y}" stroke-width="6"/>`,
  ],
  masonry: [
    () =>
      [0, 1, 2, 3, 4]
        .map((row) =>
          [0, 1, 2, 3]
            .map((col) => {
              const x = 4 + col * 24 - (row % 2) * 12
              return `<rect x="${Math.max(4, x)}" y="${12 + row * 16}" width="${Math.min(22, 22 + x - 4, 96 - x)}" height="14" rx="1" fill="${(row + col) % 3 ? BRICK : '#D9735A'}"/>`
            })
            .join(''),
        )
        .join(''),
    () =>
      `<path d="M10 76L52 34l28 28-42 16z" fill="${GR}"/><path d="M66 48l16-16" stroke="${D}" stroke-width="5"/><rect x="76" y="12" width="12" height="28" rx="5" fill="${WOOD}" transform="rotate(45 82 26)"/>`,
  ],
  tiling: [
    () =>
      [0, 1, 2]
        .flatMap((r) =>
          [0, 1, 2].map(
            (c) =>
              `<rect x="${8 + c * 29}" y="${8 + r * 29}" width="26" height="26" rx="2" fill="${[B, L, D][(r + c) % 3]}"/>`,
          ),
        )
        .join(''),
    () =>
      `<rect x="6" y="38" width="88" height="24" rx="4" fill="${Y}"/><rect x="36" y="43" width="28" height="14" rx="7" fill="#9BD3A9"/><circle cx="50" cy="50" r="4" fill="${WH}"/><path d="M14 38v8M24 38v6M76 38v6M86 38v8" stroke="${INK}" stroke-width="2"/>`,
  ],
  locksmith: [
    () =>
      `<circle cx="30" cy="50" r="18" fill="none" stroke="${Y}" stroke-width="10"/><path d="M48 50h42M78 50v16M90 50v12" stroke="${Y}" stroke-width="9"/>`,
    () =>
      `<path d="M32 46V32a18 18 0 0136 0v14" fill="none" stroke="${GR}" stroke-width="9"/><rect x="20" y="44" width="60" height="46" rx="8" fill="${B}"/><circle cx="50" cy="62" r="7" fill="${WH}"/><rect x="47" y="64" width="6" height="14" fill="${WH}"/>`,
  ],
  gardening: [
    () =>
      `<rect x="44" y="56" width="12" height="38" fill="${WOOD}"/><circle cx="50" cy="36" r="26" fill="${G}"/><circle cx="30" cy="50" r="16" fill="${GD}"/><circle cx="70" cy="50" r="16" fill="${GD}"/>`,
    () =>
      `<path d="M62 80L88 46" stroke="${B}" stroke-width="7" stroke-linecap="round"/><rect x="82" y="36" width="16" height="9" rx="2" fill="${D}" transform="rotate(37 90 40)"/><path d="M20 56c-14 0-14 24 0 24" fill="none" stroke="${D}" stroke-width="6"/><path d="M24 44c2-16 38-16 40 0" fill="none" stroke="${D}" stroke-width="6"/><path d="M16 44h52l-4 46H20z" fill="${B}"/><path d="M93 54v6M86 60v6M96 66v6" stroke="${L}" stroke-width="3" stroke-linecap="round"/>`,
  ],
  moving: [
    () =>
      `<rect x="4" y="26" width="58" height="44" rx="3" fill="${B}"/><path d="M62 38h20l14 16v16H62z" fill="${D}"/><path d="M67 43h13l8 10H67z" fill="${P}"/><circle cx="24" cy="74" r="9" fill="${INK}"/><circle cx="24" cy="74" r="4" fill="${GR}"/><circle cx="78" cy="74" r="9" fill="${INK}"/><circle cx="78" cy="74" r="4" fill="${GR}"/>`,
    () =>
      `<rect x="8" y="52" width="42" height="40" fill="#D9A066"/><rect x="50" y="52" width="42" height="40" fill="#C98B4F"/><rect x="26" y="14" width="44" height="38" fill="#E3B27A"/><path d="M29 52v14M71 52v14M48 14v12" stroke="${S}" stroke-width="5"/>`,
  ],
  cleaning: [
    () =>
      `<path d="M34 44h30l5 48H29z" fill="${L}"/><rect x="40" y="32" width="18" height="12" fill="${B}"/><path d="M34 16h32l8 10H62v8H40v-8h-6z" fill="${D}"/><circle cx="84" cy="16" r="3" fill="${L}"/><circle cx="90" cy="26" r="3" fill="${L}"/><circle cx="84" cy="34" r="3" fill="${L}"/>`,
    () =>
      `<path d="M16 50h56l-7 42H23z" fill="${B}"/><circle cx="30" cy="38" r="12" fill="${WH}" stroke="${L}" stroke-width="3"/><circle cx="52" cy="30" r="16" fill="${WH}" stroke="${L}" stroke-width="3"/><circle cx="74" cy="20" r="8" fill="${WH}" stroke="${L}" stroke-width="3"/><path d="M86 44l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill="${Y}"/>`,
  ],
  renovation: [
    () =>
      `<path d="M16 70a34 34 0 0168 0z" fill="${Y}"/><rect x="44" y="34" width="12" height="36" rx="3" fill="#E0A52E"/><rect x="8" y="68" width="84" height="12" rx="6" fill="${Y}"/>`,
    () =>
      `<rect x="6" y="12" width="88" height="76" rx="4" fill="${B}"/><path d="M16 22h68v56H16zM50 22v30H16M50 52h14M76 52h8M36 52v26" fill="none" stroke="${WH}" stroke-width="3"/>`,
  ],
  'appliance-repair': [
    () =>
      `<rect x="18" y="8" width="64" height="84" rx="6" fill="${WH}" stroke="${GR}" stroke-width="3"/><rect x="19.5" y="9.5" width="61" height="14" rx="5" fill="${P}"/><circle cx="30" cy="16" r="3" fill="${R}"/><circle cx="50" cy="58" r="23" fill="${D}"/><circle cx="50" cy="58" r="16" fill="${L}"/>`,
    (bg) =>
      `<circle cx="38" cy="58" r="26" fill="none" stroke="${GR}" stroke-width="10" stroke-dasharray="9 7"/><circle cx="38" cy="58" r="22" fill="${GR}"/><circle cx="38" cy="58" r="8" fill="${bg}"/><g transform="rotate(40 70 40)"><rect x="64" y="4" width="12" height="28" rx="5" fill="${R}"/><rect x="68" y="32" width="4" height="40" fill="${D}"/></g>`,
  ],
  solar: [
    () =>
      `<circle cx="80" cy="18" r="12" fill="${Y}"/><path d="M62 18h-6M80 34v6M68 6l-4-4M92 6l4-4M68 30l-4 4M92 30l4 4" stroke="${Y}" stroke-width="4" stroke-linecap="round"/><path d="M14 44h58l16 40H2z" fill="${D}"/><path d="M33 44l-6 40M53 44l6 40M8 64h74" stroke="${L}" stroke-width="3"/>`,
    () =>
      `<rect x="14" y="22" width="66" height="56" rx="6" fill="none" stroke="${G}" stroke-width="6"/><rect x="80" y="40" width="8" height="20" rx="2" fill="${G}"/><rect x="22" y="30" width="14" height="40" fill="${G}"/><rect x="40" y="30" width="14" height="40" fill="${G}"/><rect x="58" y="30" width="14" height="40" fill="${G}"/>`,
  ],
  legal: [
    () =>
      `<rect x="47" y="14" width="6" height="70" fill="${D}"/><rect x="30" y="84" width="40" height="8" rx="3" fill="${D}"/><rect x="12" y="18" width="76" height="5" rx="2" fill="${D}"/><path d="M20 22l-10 30M20 22l10 30M80 22l-10 30M80 22l10 30" stroke="${GR}" stroke-width="2"/><path d="M6 52h28a14 14 0 01-28 0zM66 52h28a14 14 0 01-28 0z" fill="${Y}"/>`,
    () =>
      `<rect x="16" y="6" width="60" height="80" rx="4" fill="${WH}" stroke="${GR}" stroke-width="3"/><path d="M26 22h40M26 32h40M26 42h30M26 52h36" stroke="${GR}" stroke-width="3"/><path d="M62 80l-6 16 10-6 10 6-6-16z" fill="${R}"/><circle cx="66" cy="72" r="14" fill="${R}"/>`,
  ],
  accounting: [
    () =>
      `<rect x="20" y="6" width="60" height="88" rx="8" fill="${D}"/><rect x="28" y="14" width="44" height="18" rx="3" fill="${P}"/>${[0, 1, 2, 3].flatMap((r) => [0, 1, 2].map((c) => `<rect x="${28 + c * 16}" y="${40 + r * 13}" width="12" height="9" rx="2" fill="${c === 2 && r === 3 ? Y : WH}"/>`)).join('')}`,
    () =>
      `<rect x="8" y="58" width="16" height="34" fill="${L}"/><rect x="30" y="40" width="16" height="52" fill="${B}"/><rect x="52" y="20" width="16" height="72" fill="${D}"/><ellipse cx="82" cy="88" rx="12" ry="5" fill="#E0A52E"/><ellipse cx="82" cy="81" rx="12" ry="5" fill="${Y}"/><ellipse cx="82" cy="74" rx="12" ry="5" fill="#E0A52E"/><ellipse cx="82" cy="67" rx="12" ry="5" fill="${Y}"/>`,
  ],
  'it-support': [
    () =>
      `<rect x="6" y="12" width="88" height="60" rx="5" fill="${D}"/><rect x="12" y="18" width="76" height="48" rx="2" fill="${L}"/><path d="M36 42l10 10 18-18" stroke="${WH}" stroke-width="6" fill="none" stroke-linecap="round"/><rect x="44" y="72" width="12" height="12" fill="${GR}"/><rect x="30" y="84" width="40" height="6" rx="3" fill="${GR}"/>`,
    () =>
      [0, 1, 2]
        .map(
          (i) =>
            `<rect x="18" y="${10 + i * 28}" width="64" height="22" rx="3" fill="${INK}"/><circle cx="30" cy="${21 + i * 28}" r="3" fill="${G}"/><circle cx="40" cy="${21 + i * 28}" r="3" fill="${i === 1 ? Y : G}"/><path d="M52 ${21 + i * 28}h22" stroke="${GR}" stroke-width="3"/>`,
        )
        .join(''),
  ],
  'web-development': [
    () =>
      `<rect x="4" y="12" width="92" height="76" rx="6" fill="${WH}" stroke="${GR}" stroke-width="2"/><path d="M5 14h90v12H5z" fill="${P}"/><circle cx="14" cy="20" r="3" fill="${R}"/><circle cx="24" cy="20" r="3" fill="${Y}"/><circle cx="34" cy="20" r="3" fill="${G}"/><path d="M36 44L24 56l12 12M64 44l12 12-12 12M56 40L44 72" stroke="${B}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    () =>
      `<rect x="28" y="4" width="44" height="92" rx="8" fill="${D}"/><rect x="33" y="14" width="34" height="70" rx="2" fill="${WH}"/><rect x="37" y="18" width="26" height="16" fill="${L}"/><path d="M37 42h26M37 50h20M37 58h26M37 66h14" stroke="${GR}" stroke-width="3"/>`,
  ],
  translation: [
    () =>
      `<path d="M6 14h52v34H26l-12 10V48H6z" fill="${B}"/><path d="M14 26h36M14 36h26" stroke="${WH}" stroke-width="4"/><path d="M94 44H42v34h32l12 10V78h8z" fill="${Y}"/><path d="M50 56h36M50 66h26" stroke="${INK}" stroke-width="4"/>`,
    () =>
      `<circle cx="50" cy="50" r="40" fill="${L}"/><ellipse cx="50" cy="50" rx="16" ry="40" fill="none" stroke="${WH}" stroke-width="3"/><path d="M10 50h80M50 10v80M16 30h68M16 70h68" stroke="${WH}" stroke-width="3"/>`,
  ],
  photography: [
    () =>
      `<rect x="32" y="18" width="28" height="12" rx="3" fill="${D}"/><rect x="6" y="26" width="88" height="60" rx="8" fill="${D}"/><circle cx="50" cy="56" r="22" fill="${INK}"/><circle cx="50" cy="56" r="14" fill="${L}"/><circle cx="45" cy="51" r="4" fill="${WH}"/><rect x="76" y="34" width="10" height="6" rx="2" fill="${R}"/>`,
    () =>
      `<rect x="6" y="14" width="88" height="72" rx="3" fill="${WH}" stroke="${WOOD}" stroke-width="6"/><circle cx="70" cy="34" r="8" fill="${Y}"/><path d="M12 80l24-32 18 22 12-12 22 22z" fill="${G}"/><path d="M36 48l8 10-8 2-6-4z" fill="${WH}"/>`,
  ],
  'interior-design': [
    () =>
      `<path d="M82 20l-10 20h20z" fill="${Y}"/><rect x="81" y="40" width="2" height="46" fill="${INK}"/><rect x="74" y="86" width="16" height="4" fill="${INK}"/><rect x="8" y="50" width="62" height="22" rx="6" fill="${B}"/><rect x="4" y="56" width="12" height="26" rx="4" fill="${D}"/><rect x="62" y="56" width="12" height="26" rx="4" fill="${D}"/><rect x="14" y="40" width="50" height="16" rx="6" fill="${L}"/><path d="M12 82v6M66 82v6" stroke="${INK}" stroke-width="3"/>`,
    () =>
      `${[R, Y, G, L, B]
        .map(
          (c, i) =>
            `<g transform="rotate(${-40 + i * 20} 50 86)"><rect x="42" y="10" width="16" height="78" rx="3" fill="${c}" stroke="${WH}" stroke-width="2"/></g>`,
        )
        .join('')}<circle cx="50" cy="86" r="4" fill="${INK}"/>`,
  ],
  'pest-control': [
    () => `<path d="M50 6l38 14v28c0 24-18 38-38 46-20-8-38-22-38-46V20z" fill="${G}"/>${bug(50, 50, WH)}`,
    () =>
      `${bug(40, 44, INK)}<circle cx="40" cy="42" r="28" fill="${L}" opacity=".25" stroke="${D}" stroke-width="6"/><path d="M60 62l26 26" stroke="${D}" stroke-width="10" stroke-linecap="round"/>`,
  ],
}

const CATEGORIES = {
  plumbing: ['Plumbing', 'home', 'a tap and a drop of water', 'a wrench and a pipe'],
  electrical: ['Electrical', 'home', 'a lightning bolt', 'a light bulb'],
  heating: ['Heating', 'home', 'a warm radiator', 'a flame'],
  painting: ['Painting & decorating', 'home', 'a paint roller', 'a brush and a paint pot'],
  carpentry: ['Carpentry', 'home', 'a hand saw', 'wooden planks and a pencil'],
  roofing: ['Roofing', 'home', 'a tiled roof', 'a ladder'],
  masonry: ['Masonry', 'home', 'a brick wall', 'a trowel'],
  tiling: ['Tiling', 'home', 'a tiled floor', 'a spirit level'],
  locksmith: ['Locksmith', 'home', 'a key', 'a padlock'],
  gardening: ['Gardening', 'home', 'a tree', 'a watering can'],
  moving: ['Moving', 'home', 'a removal van', 'stacked moving boxes'],
  cleaning: ['Cleaning', 'home', 'a spray bottle', 'a bucket and soap bubbles'],
  renovation: ['Renovation', 'home', 'a hard hat', 'a floor plan'],
  'appliance-repair': ['Appliance repair', 'home', 'a washing machine', 'a gear and a screwdriver'],
  solar: ['Solar panels', 'home', 'a solar panel in the sun', 'a charged battery'],
  legal: ['Legal services', 'business', 'the scales of justice', 'a sealed document'],
  accounting: ['Accounting', 'business', 'a calculator', 'a bar chart and coins'],
  'it-support': ['IT support', 'business', 'a computer screen', 'a server rack'],
  'web-development': ['Web development', 'business', 'a browser window with code', 'a smartphone layout'],
  translation: ['Translation', 'business', 'two speech bubbles', 'a globe'],
  photography: ['Photography', 'business', 'a camera', 'a framed landscape photo'],
  'interior-design': ['Interior design', 'home', 'a sofa and a lamp', 'colour swatches'],
  'pest-control': ['Pest control', 'home', 'a shield with an insect', 'a magnifying glass over an insect'],
}

const icon = (draw, bg, x, y, size) =>
  `<g transform="translate(${x} ${y}) scale(${size / 100})">${draw(bg)}</g>`

const house = () =>
  `<circle cx="62" cy="62" r="24" fill="${Y}"/><rect y="232" width="400" height="68" fill="${S}"/><rect x="70" y="132" width="150" height="100" fill="${WH}"/><path d="M56 138L145 66l89 72z" fill="${D}"/><rect x="96" y="160" width="36" height="30" fill="${L}"/><rect x="160" y="172" width="34" height="60" fill="${B}"/><rect x="20" y="200" width="10" height="32" fill="${WOOD}"/><circle cx="25" cy="190" r="18" fill="${G}"/>`

const office = () =>
  `<rect y="236" width="400" height="64" fill="${S}"/><rect x="40" y="196" width="210" height="10" rx="2" fill="${WOOD}"/><rect x="52" y="206" width="8" height="46" fill="${WOOD}"/><rect x="230" y="206" width="8" height="46" fill="${WOOD}"/><rect x="86" y="134" width="84" height="54" rx="4" fill="${D}"/><rect x="92" y="140" width="72" height="42" fill="${L}"/><rect x="122" y="188" width="12" height="8" fill="${GR}"/><rect x="196" y="172" width="22" height="24" rx="3" fill="${B}"/><circle cx="207" cy="160" r="14" fill="${G}"/><rect x="40" y="60" width="90" height="52" rx="3" fill="${WH}"/><path d="M52 76h66M52 88h50M52 100h58" stroke="${P}" stroke-width="4"/>`

function svg(title, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" role="img"><title>${title}</title>${body}</svg>\n`
}

function drawings(slug) {
  const [main, second] = ICONS[slug]
  const [name, group, mainTitle, secondTitle] = CATEGORIES[slug]
  const sceneTitle =
    group === 'home' ? `a family house and a “${name}” badge` : `an office desk and a “${name}” badge`
  return [
    svg(
      `Illustration: ${mainTitle}`,
      `<rect width="400" height="300" fill="${W}"/><circle cx="200" cy="150" r="118" fill="${P}"/><circle cx="338" cy="58" r="12" fill="${R}"/><circle cx="62" cy="250" r="20" fill="${L}" opacity=".35"/>${icon(main, P, 115, 65, 170)}`,
    ),
    svg(
      `Illustration: ${sceneTitle.replace('&', '&amp;')}`,
      `<rect width="400" height="300" fill="${group === 'home' ? P : W}"/>${group === 'home' ? house() : office()}<circle cx="312" cy="138" r="64" fill="${WH}" stroke="${B}" stroke-width="5"/>${icon(main, WH, 267, 93, 90)}`,
    ),
    svg(
      `Illustration: ${secondTitle}`,
      `<rect width="400" height="300" fill="${D}"/><path d="M0 300L300 0h40L40 300zM120 300L400 20v40L160 300z" fill="${WH}" opacity=".07"/><rect x="110" y="40" width="180" height="220" rx="26" fill="${WH}"/><rect x="110" y="248" width="180" height="12" fill="${R}" opacity=".9"/>${icon(second, WH, 125, 70, 150)}`,
    ),
  ]
}

const outDir = fileURLToPath(new URL('../public/gallery/', import.meta.url))
mkdirSync(outDir, { recursive: true })
let largest = 0
for (const slug of Object.keys(CATEGORIES)) {
  for (const [i, content] of drawings(slug).entries()) {
    writeFileSync(`${outDir}${slug}-${i + 1}.svg`, content)
    largest = Math.max(largest, Buffer.byteLength(content))
  }
}
console.log(
  `Wrote ${Object.keys(CATEGORIES).length * 3} illustrations to public/gallery (largest ${largest} bytes)`,
)
