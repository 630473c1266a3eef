/**
 * Towns and countries near Luxembourg (and a few capitals) that customers name. Names folded,
 * in the languages the customers use; country is ISO 3166-1 alpha-2. `needsContext`: the name is
 * also a word or a first name, so it needs a preposition or a capital letter.
 */
export const ABROAD_PLACES: ReadonlyArray<{
  name: string
  country: string
  names: readonly string[]
  needsContext?: boolean
}> = [
  { name: 'Trier', country: 'DE', names: ['trier', 'treves', 'treier', 'treviri', 'treveris', 'treveri'] },
  { name: 'Saarbrücken', country: 'DE', names: ['saarbrucken', 'saarbruecken', 'sarrebruck', 'saarbrecken'] },
  { name: 'Perl', country: 'DE', names: ['perl'], needsContext: true },
  { name: 'Merzig', country: 'DE', names: ['merzig'] },
  // Villages across the Moselle and the Sauer.
  { name: 'Nittel', country: 'DE', names: ['nittel'] },
  { name: 'Nennig', country: 'DE', names: ['nennig'] },
  { name: 'Wincheringen', country: 'DE', names: ['wincheringen'] },
  { name: 'Palzem', country: 'DE', names: ['palzem'] },
  { name: 'Temmels', country: 'DE', names: ['temmels'] },
  { name: 'Oberbillig', country: 'DE', names: ['oberbillig'] },
  { name: 'Igel', country: 'DE', names: ['igel'], needsContext: true },
  { name: 'Langsur', country: 'DE', names: ['langsur'] },
  { name: 'Wasserliesch', country: 'DE', names: ['wasserliesch'] },
  { name: 'Ralingen', country: 'DE', names: ['ralingen'] },
  { name: 'Irrel', country: 'DE', names: ['irrel'] },
  { name: 'Bitburg', country: 'DE', names: ['bitburg', 'bebuerg'] },
  { name: 'Konz', country: 'DE', names: ['konz'], needsContext: true },
  { name: 'Saarburg', country: 'DE', names: ['saarburg'] },
  { name: 'Saarlouis', country: 'DE', names: ['saarlouis', 'sarrelouis'] },
  { name: 'Echternacherbrück', country: 'DE', names: ['echternacherbruck'] },
  { name: 'Bollendorf', country: 'DE', names: ['bollendorf'] },
  { name: 'Roth an der Our', country: 'DE', names: ['roth an der our'] },
  { name: 'Gentingen', country: 'DE', names: ['gentingen'] },
  { name: 'Dasburg', country: 'DE', names: ['dasburg'] },
  { name: 'Körperich', country: 'DE', names: ['korperich'] },
  { name: 'Sinz', country: 'DE', names: ['sinz'] },
  { name: 'Köln', country: 'DE', names: ['koln', 'cologne', 'colonia'] },
  { name: 'Frankfurt', country: 'DE', names: ['frankfurt', 'francfort', 'francoforte'] },
  { name: 'Arlon', country: 'BE', names: ['arlon', 'arel', 'areler', 'arlun'] },
  { name: 'Aubange', country: 'BE', names: ['aubange'] },
  { name: 'Athus', country: 'BE', names: ['athus'] },
  { name: 'Messancy', country: 'BE', names: ['messancy'] },
  { name: 'Bastogne', country: 'BE', names: ['bastogne', 'bastnach'] },
  // Villages at the border, facing a Luxembourg one.
  { name: 'Sterpenich', country: 'BE', names: ['sterpenich'] },
  { name: 'Guirsch', country: 'BE', names: ['guirsch'] },
  { name: 'Autelbas', country: 'BE', names: ['autelbas'] },
  { name: 'Halanzy', country: 'BE', names: ['halanzy'] },
  { name: 'Tintange', country: 'BE', names: ['tintange'] },
  { name: 'Nobressart', country: 'BE', names: ['nobressart'] },
  { name: 'Ouren', country: 'BE', names: ['ouren'] },
  { name: 'Virton', country: 'BE', names: ['virton'] },
  // Also a French word (a broth): only as a name, after a preposition or capitalised.
  { name: 'Bouillon', country: 'BE', names: ['bouillon'], needsContext: true },
  { name: 'Habay', country: 'BE', names: ['habay'] },
  { name: 'Namur', country: 'BE', names: ['namur'] },
  { name: 'Liège', country: 'BE', names: ['liege', 'luttich', 'liegi', 'lieja'] },
  { name: 'Bruxelles', country: 'BE', names: ['bruxelles', 'brussels', 'brussel', 'bruxelas', 'bruselas'] },
  { name: 'Metz', country: 'FR', names: ['metz'] },
  { name: 'Thionville', country: 'FR', names: ['thionville', 'diedenhofen', 'diddenuewen'] },
  { name: 'Longwy', country: 'FR', names: ['longwy', 'longkech'] },
  { name: 'Yutz', country: 'FR', names: ['yutz'] },
  { name: 'Hettange-Grande', country: 'FR', names: ['hettange grande', 'hettange'] },
  { name: 'Audun-le-Tiche', country: 'FR', names: ['audun le tiche'] },
  { name: 'Villerupt', country: 'FR', names: ['villerupt'] },
  // Villages at the border, facing a Luxembourg one.
  { name: 'Mondorff', country: 'FR', names: ['mondorff'] },
  { name: 'Évrange', country: 'FR', names: ['evrange'] },
  { name: 'Volmerange-les-Mines', country: 'FR', names: ['volmerange les mines', 'volmerange'] },
  { name: 'Ottange', country: 'FR', names: ['ottange'] },
  { name: 'Russange', country: 'FR', names: ['russange'] },
  { name: 'Apach', country: 'FR', names: ['apach'] },
  { name: 'Zoufftgen', country: 'FR', names: ['zoufftgen'] },
  { name: 'Entrange', country: 'FR', names: ['entrange'] },
  { name: 'Roussy-le-Village', country: 'FR', names: ['roussy le village', 'roussy'] },
  { name: 'Rodemack', country: 'FR', names: ['rodemack'] },
  { name: 'Basse-Rentgen', country: 'FR', names: ['basse rentgen', 'rentgen'] },
  { name: 'Contz-les-Bains', country: 'FR', names: ['contz les bains', 'contz'] },
  { name: 'Cattenom', country: 'FR', names: ['cattenom'] },
  { name: 'Sierck-les-Bains', country: 'FR', names: ['sierck les bains', 'sierck'] },
  { name: 'Mont-Saint-Martin', country: 'FR', names: ['mont saint martin'] },
  { name: 'Nancy', country: 'FR', names: ['nancy'], needsContext: true },
  { name: 'Strasbourg', country: 'FR', names: ['strasbourg', 'strassburg', 'strasburgo', 'estrasburgo'] },
  { name: 'Paris', country: 'FR', names: ['paris', 'parigi'] },
  // Regions, named after a town ("Perl im Saarland") or alone.
  { name: 'Saarland', country: 'DE', names: ['saarland', 'sarre'] },
  {
    name: 'Rhineland-Palatinate',
    country: 'DE',
    names: ['rheinland pfalz', 'rhenanie palatinat', 'rhineland palatinate'],
  },
  { name: 'Lorraine', country: 'FR', names: ['lorraine', 'lothringen', 'lorena'] },
  { name: 'Wallonia', country: 'BE', names: ['wallonie', 'wallonien', 'wallonia', 'valonia'] },
  {
    name: 'Belgium',
    country: 'BE',
    names: ['belgium', 'belgique', 'belgien', 'belsch', 'belgica', 'belgio'],
  },
  { name: 'France', country: 'FR', names: ['france', 'frankreich', 'frankraich', 'francia', 'franca'] },
  {
    name: 'Germany',
    country: 'DE',
    names: ['germany', 'allemagne', 'deutschland', 'daitschland', 'alemanha', 'germania', 'alemania'],
  },
  {
    name: 'Netherlands',
    country: 'NL',
    names: ['netherlands', 'pays bas', 'niederlande', 'holland', 'paises bajos', 'paesi bassi', 'holanda'],
  },
]

/** The countries and regions among them: a story's setting, not a town anyone is based in. */
export const COUNTRIES_AND_REGIONS: ReadonlySet<string> = new Set([
  'Saarland',
  'Rhineland-Palatinate',
  'Lorraine',
  'Wallonia',
  'Belgium',
  'France',
  'Germany',
  'Netherlands',
])
