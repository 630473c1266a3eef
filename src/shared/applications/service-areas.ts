/**
 * Where a partner works (product §3 "service areas"): Luxembourg's 12 cantons and their 100 communes,
 * as in src/server/db/seed/data/communes.csv and public/geo/communes.geojson. An area is written
 * `canton:<name>` (the whole canton) or `commune:<name>`.
 */
export const CANTON_COMMUNES = {
  Capellen: [
    'Dippach',
    'Garnich',
    'Habscht',
    'Kehlen',
    'Koerich',
    'Kopstal',
    'Käerjeng',
    'Mamer',
    'Steinfort',
  ],
  Clervaux: ['Clervaux', 'Parc Hosingen', 'Troisvierges', 'Weiswampach', 'Wincrange'],
  Diekirch: [
    'Bettendorf',
    'Bourscheid',
    'Diekirch',
    'Erpeldange-sur-Sûre',
    'Ettelbruck',
    'Feulen',
    'Mertzig',
    'Reisdorf',
    'Schieren',
    "Vallée de l'Ernz",
  ],
  Echternach: ['Beaufort', 'Bech', 'Berdorf', 'Consdorf', 'Echternach', 'Rosport-Mompach', 'Waldbillig'],
  'Esch-sur-Alzette': [
    'Bettembourg',
    'Differdange',
    'Dudelange',
    'Esch-sur-Alzette',
    'Frisange',
    'Kayl',
    'Leudelange',
    'Mondercange',
    'Pétange',
    'Reckange-sur-Mess',
    'Roeser',
    'Rumelange',
    'Sanem',
    'Schifflange',
  ],
  Grevenmacher: [
    'Betzdorf',
    'Biwer',
    'Flaxweiler',
    'Grevenmacher',
    'Junglinster',
    'Manternach',
    'Mertert',
    'Wormeldange',
  ],
  Luxembourg: [
    'Bertrange',
    'Contern',
    'Hesperange',
    'Luxembourg',
    'Niederanven',
    'Sandweiler',
    'Schuttrange',
    'Steinsel',
    'Strassen',
    'Walferdange',
    'Weiler-la-Tour',
  ],
  Mersch: [
    'Bissen',
    'Colmar-Berg',
    'Fischbach',
    'Heffingen',
    'Helperknapp',
    'Larochette',
    'Lintgen',
    'Lorentzweiler',
    'Mersch',
    'Nommern',
  ],
  Redange: [
    'Beckerich',
    'Ell',
    'Groussbus-Wal',
    'Préizerdaul',
    'Rambrouch',
    'Redange',
    'Saeul',
    'Useldange',
    'Vichten',
  ],
  Remich: [
    'Bous-Waldbredimus',
    'Dalheim',
    'Lenningen',
    'Mondorf-les-Bains',
    'Remich',
    'Schengen',
    'Stadtbredimus',
  ],
  Vianden: ['Putscheid', 'Tandel', 'Vianden'],
  Wiltz: ['Boulaide', 'Esch-sur-Sûre', 'Goesdorf', 'Kiischpelt', 'Lac de la Haute-Sûre', 'Wiltz', 'Winseler'],
} as const satisfies Record<string, readonly string[]>

export type Canton = keyof typeof CANTON_COMMUNES
export const CANTONS = Object.keys(CANTON_COMMUNES) as Canton[]
export const COMMUNES: readonly string[] = CANTONS.flatMap((canton) => CANTON_COMMUNES[canton])

export type ServiceArea = `canton:${string}` | `commune:${string}`

/** Every area a partner may pick: the 12 cantons, then the 100 communes. */
export const SERVICE_AREAS: readonly ServiceArea[] = [
  ...CANTONS.map((canton) => `canton:${canton}` as const),
  ...COMMUNES.map((commune) => `commune:${commune}` as const),
]

const AREA_SET = new Set<string>(SERVICE_AREAS)
export const isServiceArea = (value: string): value is ServiceArea => AREA_SET.has(value)

/** The canton a commune belongs to. */
export function cantonOf(commune: string): Canton | null {
  return CANTONS.find((canton) => (CANTON_COMMUNES[canton] as readonly string[]).includes(commune)) ?? null
}

/** The communes an area list covers (a canton counts as all of its communes), without duplicates. */
export function communesCovered(areas: readonly string[]): string[] {
  const covered = new Set<string>()
  for (const area of areas) {
    const [kind, name = ''] = area.split(/:(.*)/s)
    if (kind === 'canton' && name in CANTON_COMMUNES)
      for (const commune of CANTON_COMMUNES[name as Canton]) covered.add(commune)
    else if (kind === 'commune' && COMMUNES.includes(name)) covered.add(name)
  }
  return [...covered]
}

/** The area's name without its kind: `canton:Wiltz` → `Wiltz`. */
export const areaName = (area: string) => area.slice(area.indexOf(':') + 1)
