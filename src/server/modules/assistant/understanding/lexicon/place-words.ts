/**
 * Words around place names, folded. A place name that is also an everyday word ("Berg", "Grund",
 * "Gare", "Born", "Holz", "on") counts as a place only after one of these prepositions (an article
 * may stand between: "à la Gare", "an der Stad") or as a capitalised name set apart by a comma
 * (", Hamm").
 */
export const PLACE_PREPOSITIONS: ReadonlySet<string> = new Set([
  // en
  'in',
  'at',
  'near',
  'around',
  'to',
  'from',
  // fr
  'a',
  'au',
  'vers',
  'pres',
  'proche',
  'cote',
  'sur',
  'dans',
  // de, lb
  'zu',
  'z',
  'im',
  'nach',
  'bei',
  'um',
  'em',
  // "am Gronn", "am Kirchberg": in the (quarter)
  'am',
  'an',
  'op',
  'vun',
  'von',
  'aus',
  // pt, es, it ("ad Assel": Italian "a" before a vowel)
  'no',
  'ad',
  'na',
  // "nos Cents", "nas Caves": Portuguese "in the", plural.
  'nos',
  'nas',
  'para',
  'perto',
  'en',
  'hacia',
  'cerca',
  'vicino',
  'presso',
  // "nel Grund", "nella zona di", "al Kirchberg"
  'nel',
  'nella',
  'nello',
  'al',
  'alla',
  'da',
  'di',
  'de',
])

/**
 * Words of shopping or buying a thing there ("je fais mes courses à Longwy", "compramos uma máquina em
 * Arlon", "bought a lamp in Trier"): a place after one of them is where something came from, not the
 * work's (a dwelling bought there is the work's: place.ts).
 */
export const SHOPPING_WORDS: ReadonlySet<string> = new Set([
  ...['shopping', 'shop', 'bought', 'buy', 'buying', 'purchased', 'ordered'],
  ...['courses', 'achete', 'achetee', 'achetes', 'achetees', 'achat', 'achats', 'commande'],
  ...['einkaufen', 'eingekauft', 'gekauft', 'kaufen', 'bestellt', 'akafen', 'akaafen', 'kaaft', 'bestallt'],
  ...['compras', 'compramos', 'comprei', 'comprou', 'comprado', 'comprada', 'compraram', 'encomendamos'],
  ...['spesa', 'comprato', 'comprata', 'comprati', 'acquistato', 'acquistata', 'ordinato'],
  ...['compre', 'compro', 'compraron', 'pedimos'],
  // Where things are bought, not worked on: "bei einem Händler in Trier", "a dealer in Arlon".
  ...['handler', 'dealer', 'baumarkt', 'concessionnaire', 'concessionaria', 'concesionario'],
  // Who sold it, and the DIY store: "le vendeur du magasin de bricolage à Foetz", "am Bauhaus".
  ...['vendeur', 'vendeuse', 'verkaufer', 'verkauferin', 'salesman', 'vendedor', 'vendedora', 'venditore'],
  ...['commesso', 'bricolage', 'brico', 'diy', 'hornbach', 'bauhaus'],
])

/** Prepositions of origin or material ("aus Holz", "de bois"): not enough for an everyday-word name. */
export const SOURCE_PREPOSITIONS: ReadonlySet<string> = new Set([
  'from',
  'aus',
  'von',
  'vun',
  'vu',
  'de',
  'di',
  'da',
  'du',
])

export const PLACE_ARTICLES: ReadonlySet<string> = new Set([
  'the',
  'la',
  'le',
  'l',
  'der',
  'dem',
  'den',
  // "in die Stadt Luxemburg"
  'die',
  'd',
  'o',
  'el',
  'il',
  'lo',
  'de',
  'du',
])

/**
 * Quarter names that are also the station of any town ("wir wohnen direkt am Bahnhof"): a place only
 * when a word for the city or a quarter introduces them ("Luxemburg-Bahnhof", "Viertel Bahnhof").
 */
export const INTRODUCED_ONLY_PLACES: ReadonlySet<string> = new Set(['bahnhof'])

/** Words that introduce a Luxembourg City quarter ("quartier Gare", "barrio Gare", "Luxembourg-Gare"). */
export const QUARTER_INTRODUCERS: ReadonlySet<string> = new Set([
  'quartier',
  'quarter',
  'district',
  'area',
  'viertel',
  'stadtteil',
  'barrio',
  'bairro',
  'quartiere',
  // "in zona Gare", "zona da Gare".
  'zona',
  'luxembourg',
  'luxemburg',
  'letzebuerg',
  'stad',
  'ville',
  'lux',
])

/** Words before a postal code ("code postal 4360", "PLZ 9010", "postcode 1840"). */
export const POSTAL_KEYWORDS: readonly string[] = [
  'code postal',
  'cp',
  'postcode',
  'post code',
  'postal code',
  'zip',
  'zip code',
  'plz',
  'postleitzahl',
  'codigo postal',
  'código postal',
  'codice postale',
  'cap',
  'postcode l',
  'code postal l',
]

/**
 * Place names that are also everyday words in one of the 7 languages, and everyday words one letter
 * from a name (never read as its misspelling). Names of four letters or fewer and the words of the
 * other lexicons are treated the same way automatically.
 */
export const COMMON_WORD_PLACES: ReadonlySet<string> = new Set([
  'on',
  // Pupils ("140 Schüler"), not a misspelt Schuller (Schouweiler); birds that roost, not Roost.
  'schuler',
  'roost',
  // Seats ("Plazen reservéieren"), not a misspelt Platen; brothers ("meng Bridder"), not a misspelt Bridel.
  'plazen',
  'bridder',
  'sir',
  'einen',
  'boxer',
  'perle',
  'perl',
  // "in langen Streifen" (long), not a misspelt Lannen.
  'lange',
  'langen',
  'sell',
  'dol',
  'bur',
  'cent',
  'cents',
  'bill',
  'born',
  'berg',
  'bierg',
  // English "no longer" (after Portuguese "no"), not a misspelt Lénger.
  'longer',
  // Steps of a stair ("dräi Tratten"), not Troine.
  'tratten',
  'tratte',
  // German beds ("zwei Betten"), not a misspelt Bettel; "wir führen" (we run), not Fouhren.
  'betten',
  'fuhren',
  'grass',
  'holz',
  'bruch',
  'bogen',
  'fels',
  'simmer',
  'reiden',
  'rollen',
  'linger',
  'burden',
  'holler',
  'walter',
  'amber',
  'lilien',
  'keel',
  'ringel',
  'surre',
  'soller',
  'gare',
  'bahnhof',
  'grund',
  // German "garnich" (gar nicht) in a hurried message
  'garnich',
  'hamm',
  'merl',
  'eich',
  'ohn',
  'elwen',
  'wal',
  'wahl',
  'bous',
  'ell',
  'ahn',
  'hagen',
  'pratz',
  'platen',
  'lannen',
  'roder',
  'nocher',
  'nacher',
  'feelen',
  'kielen',
  'recken',
  'leiler',
  'tenten',
  'wilden',
  'mecher',
  'hassel',
  'haller',
  'haler',
  'sassel',
  'seltz',
  'pensch',
  'gronn',
  'bour',
  'eiter',
  'dellen',
  'assel',
  'weiler',
  'stad',
  'noumer',
  'osper',
  'centre',
  'ville',
  'beiler',
  'marel',
  'parel',
  'bridel',
  'calmus',
  'tadler',
  'schous',
  'reiler',
  'liewel',
  'giewel',
  'sonlez',
  'rueder',
  'munzen',
  'ernzen',
  'weyer',
  'dahl',
  'olm',
  'kahler',
  'bettel',
  'stegen',
  'syren',
  'siren',
  'lenger',
  'rippig',
  'zittig',
  'wecker',
  'reuler',
  'holtz',
  'girst',
  // Luxembourgish "éischt" (first: "eng éischt Consultatioun"), also Eschette's Luxembourgish name.
  'eischt',
])

/**
 * Well-known names the reference data lacks (everyday and Luxembourgish names; `official` is the
 * locality of localities_unique.csv or the quarter of quarters.csv).
 */
export const EXTRA_PLACE_NAMES: ReadonlyArray<{
  name: string
  kind: 'locality' | 'quarter'
  official: string
  commune: string
}> = [
  { name: 'Esch', kind: 'locality', official: 'Esch-sur-Alzette', commune: 'Esch-sur-Alzette' },
  { name: 'Esch-Alzette', kind: 'locality', official: 'Esch-sur-Alzette', commune: 'Esch-sur-Alzette' },
  { name: 'Belval', kind: 'locality', official: 'Esch-sur-Alzette', commune: 'Esch-sur-Alzette' },
  // Quarters of Esch-sur-Alzette (the reference data has Luxembourg City's only); "Lallange" is
  // one typo from Lullange (Wincrange) and must be found as written.
  ...[
    'Lallange',
    'Brill',
    'Wobrecken',
    'Dellhéicht',
    'Dellheicht',
    'Lankelz',
    'Raemerich',
    'Zaepert',
    'Fettmeth',
    'Schlassgoart',
    'Al Esch',
    'Nei Wunnen',
  ].map((name) => ({
    name,
    kind: 'locality' as const,
    official: 'Esch-sur-Alzette',
    commune: 'Esch-sur-Alzette',
  })),
  // Berdorf writes its Luxembourgish name so (its communal paper is the "Bäertrëffer Gemengenzeitung").
  { name: 'Bäertref', kind: 'locality', official: 'Berdorf', commune: 'Berdorf' },
  { name: 'Nidderkuer', kind: 'locality', official: 'Niederkorn', commune: 'Differdange' },
  { name: 'Uewerkuer', kind: 'locality', official: 'Oberkorn', commune: 'Differdange' },
  { name: 'Luxembourg-Ville', kind: 'locality', official: 'Luxembourg', commune: 'Luxembourg' },
  { name: 'Luxembourg City', kind: 'locality', official: 'Luxembourg', commune: 'Luxembourg' },
  { name: 'Ville de Luxembourg', kind: 'locality', official: 'Luxembourg', commune: 'Luxembourg' },
  { name: 'Luxemburg-Stadt', kind: 'locality', official: 'Luxembourg', commune: 'Luxembourg' },
  { name: 'Stadt Luxemburg', kind: 'locality', official: 'Luxembourg', commune: 'Luxembourg' },
  { name: 'Lëtzebuerg', kind: 'locality', official: 'Luxembourg', commune: 'Luxembourg' },
  { name: 'Lussemburgo', kind: 'locality', official: 'Luxembourg', commune: 'Luxembourg' },
  { name: 'Lussemburgo città', kind: 'locality', official: 'Luxembourg', commune: 'Luxembourg' },
  { name: 'Luxemburgo', kind: 'locality', official: 'Luxembourg', commune: 'Luxembourg' },
  { name: 'Luxemburgo ciudad', kind: 'locality', official: 'Luxembourg', commune: 'Luxembourg' },
  { name: 'Luxemburgo cidade', kind: 'locality', official: 'Luxembourg', commune: 'Luxembourg' },
  { name: 'Stad', kind: 'locality', official: 'Luxembourg', commune: 'Luxembourg' },
  { name: 'Cloche d’Or', kind: 'quarter', official: 'Gasperich', commune: 'Luxembourg' },
  { name: 'Bahnhof', kind: 'quarter', official: 'Gare', commune: 'Luxembourg' },
  { name: 'Centre-ville', kind: 'quarter', official: 'Ville-Haute', commune: 'Luxembourg' },
  { name: 'Ville Haute', kind: 'quarter', official: 'Ville-Haute', commune: 'Luxembourg' },
  { name: 'Oberstadt', kind: 'quarter', official: 'Ville-Haute', commune: 'Luxembourg' },
  { name: 'Bonnevoie', kind: 'quarter', official: 'Bonnevoie-Nord/Verlorenkost', commune: 'Luxembourg' },
  { name: 'Neudorf', kind: 'quarter', official: 'Neudorf/Weimershof', commune: 'Luxembourg' },
  { name: 'Rollingergrund', kind: 'quarter', official: 'Rollingergrund/Belair-Nord', commune: 'Luxembourg' },
]

/** Words before a sign-off ("Thanks, Bill"): a name after them is the customer's, not a place. */
export const SIGN_OFF_WORDS: ReadonlySet<string> = new Set([
  'thanks',
  'thank',
  'regards',
  'cheers',
  'best',
  'merci',
  'cordialement',
  'salutations',
  'danke',
  'grusse',
  'gruss',
  'mfg',
  'villmools',
  'obrigado',
  'obrigada',
  'cumprimentos',
  'grazie',
  'saluti',
  'cordiali',
  'gracias',
  'saludos',
  'atentamente',
])

/** The generic names of the capital, which also name the country: the weakest evidence of a place. */
export const CAPITAL_NAMES: ReadonlySet<string> = new Set([
  'luxembourg',
  'luxemburg',
  'letzebuerg',
  'luxemburgo',
  'lussemburgo',
  'lux',
])

/**
 * Words that make a place the customer's home or their job's place rather than the place of the
 * work ("we live in Arlon, I work at Kirchberg": the house in Arlon is where the work is).
 */
/**
 * A friend or colleague right before the preposition of a place ("un ami à Junglinster a posé des
 * panneaux", "my colleague in Kirchberg recommended you"): that place is theirs, and yields to a place
 * named plainly. Relatives are not among them: "my mother in Howald" is most often where the work is.
 */
export const FRIENDS_AND_COLLEAGUES: ReadonlySet<string> = new Set([
  ...['friend', 'friends', 'colleague', 'colleagues', 'ami', 'amie', 'amis', 'copain', 'copine'],
  ...['collegue', 'collegues', 'freund', 'freundin', 'freunde', 'kollege', 'kollegin', 'kollegen'],
  ...['frend', 'frendin', 'kolleg', 'amigo', 'amiga', 'amigos', 'colega', 'colegas', 'amico', 'amica'],
  ...['amici', 'collega', 'colleghi'],
  // The customer's staff ("our first employee, who lives in Belgium").
  ...[
    'employee',
    'employees',
    'staff',
    'salarie',
    'salariee',
    'salaries',
    'salariees',
    'employe',
    'employes',
  ],
  ...['mitarbeiter', 'mitarbeiterin', 'angestellte', 'angestellter', 'mataarbechter', 'mataarbechterin'],
  ...[
    'funcionario',
    'funcionaria',
    'empregado',
    'empregada',
    'dipendente',
    'dipendenti',
    'empleado',
    'empleada',
  ],
])

/**
 * Relatives, and the customer's boss: right before a place's preposition ("my parents in Consdorf",
 * "o meu patrão em Soleuvre"), or living there ("mi cuñado, que vive en Wellenstein"), that place is
 * theirs; it is the work's unless the customer's own home is named too (place.ts).
 */
export const RELATIVES: ReadonlySet<string> = new Set([
  ...['husband', 'wife', 'partner', 'mother', 'mum', 'mom', 'father', 'dad', 'brother', 'sister', 'son'],
  ...['daughter', 'cousin', 'parents', 'brother-in-law', 'sister-in-law', 'mother-in-law', 'father-in-law'],
  ...['mari', 'femme', 'mere', 'pere', 'frere', 'soeur', 'fils', 'fille', 'cousine', 'beau-frere'],
  ...['belle-soeur', 'belle-mere', 'beau-pere', 'mann', 'frau', 'mutter', 'vater', 'bruder', 'schwester'],
  ...['sohn', 'tochter', 'schwager', 'schwagerin', 'schwiegermutter', 'schwiegervater', 'eltern', 'fra'],
  ...['mamm', 'papp', 'brudder', 'schweester', 'schweiermamm', 'schwoer', 'elteren', 'marido', 'mulher'],
  ...['esposa', 'mae', 'pai', 'pais', 'irmao', 'irma', 'filho', 'filha', 'sogra', 'sogro', 'cunhado'],
  ...['cunhada', 'primo', 'prima', 'marito', 'moglie', 'madre', 'padre', 'genitori', 'fratello'],
  ...['sorella', 'figlio', 'figlia', 'suocera', 'suocero', 'cognato', 'cognata', 'cugino', 'cugina'],
  ...['hermano', 'hermana', 'hijo', 'hija', 'suegra', 'suegro', 'cunado', 'cunada', 'padres'],
  // The customer's boss.
  ...['boss', 'patron', 'patronne', 'chef', 'chefin', 'patrao', 'patroa', 'capo', 'jefe', 'jefa'],
])

export const HOME_WORDS: ReadonlySet<string> = new Set([
  'live',
  'lives',
  'living',
  'wohnen',
  'wohne',
  'wohnt',
  'wunnen',
  'wunne',
  'wunns',
  'wunnt',
  'habite',
  'habitons',
  'habitez',
  'habitent',
  'vivons',
  'moro',
  'mora',
  'moramos',
  'moram',
  'vivemos',
  'abito',
  'abita',
  'abitiamo',
  'abitano',
  'viviamo',
  'vivo',
  'vive',
  'vivimos',
  'viven',
  // Someone else's home too ("os meus pais vivem em Longwy", "meine Eltern leben in Trier").
  'vivem',
  'vivono',
  'vit',
  'vivent',
  'lebt',
  'leben',
  'lebe',
])

/**
 * Words of a life in the country: living or working there, having moved or settled there, working
 * across the border or on one's own, or a business opening there ("I moved to Luxembourg last year", "lebe
 * seit zwei Jahren in Luxemburg", "autónomo en Luxemburgo", "a branch in Luxembourg"). The capital's generic name a
 * few words after one of them is the country (place.ts).
 */
export const COUNTRY_LIFE_WORDS: ReadonlySet<string> = new Set([
  ...HOME_WORDS,
  ...['lived', 'vis', 'vivi', 'vivia', 'viviendo', 'vivendo'],
  ...['work', 'worked', 'arbeite', 'arbeitet', 'arbeiten', 'schaffen', 'schaffe', 'travaille', 'travaillons'],
  ...['trabalho', 'trabalha', 'trabalhando', 'trabalhar', 'lavoro', 'lavora', 'lavorando', 'trabajo'],
  ...['trabaja', 'trabajando', 'trabajar'],
  ...['moved', 'relocated', 'arrived', 'settled', 'expat', 'expats', 'umgezogen', 'gezogen', 'demenage'],
  ...['demenagee', 'installe', 'installee', 'installes', 'arrive', 'arrivee', 'mudei', 'mudamos', 'mudado'],
  ...['mudada', 'mude', 'trasferito', 'trasferita', 'trasferiti', 'trasferite', 'llegue'],
  ...['llegamos', 'frontalier', 'frontaliere', 'frontaliera', 'frontaliero', 'frontalieri', 'fronterizo'],
  // Employed there: "sie ist angestellt in Luxemburg", "I'm employed in Luxembourg", "my wife works in Luxembourg".
  ...['works', 'working', 'employed', 'angestellt', 'beschaftigt', 'ugestallt', 'impiegato', 'impiegata'],
  ...['freelance', 'freelancer', 'independant', 'independante', 'selbststandig', 'selbstandig', 'autonomo'],
  ...['autonoma', 'expatriado', 'expatriada'],
  // A business setting up in the country: "opening an office in Luxembourg", "abrir una filial en Luxemburgo".
  ...['opening', 'open', 'subsidiary', 'branch', 'ouvrir', 'ouvrons', 'filiale', 'succursale', 'eroffnen'],
  ...['eroffnet', 'niederlassung', 'tochtergesellschaft', 'abrir', 'abrimos', 'filial', 'sucursal', 'aprire'],
  ...['apriamo', 'filiali'],
  // A product launched in the country: "before launching in Luxembourg", "lancer notre app au Luxembourg".
  ...['launch', 'launching', 'lancer', 'lancement', 'lancieren', 'markteinfuhrung', 'lancar', 'lancamento'],
  ...['lanciare', 'lancio', 'lanzar', 'lanzamiento'],
  // "anyone based in Luxembourg who would come over?"
  'based',
  // "I'm relocating to Luxembourg in May": people relocate to a country (a removal names the city: "Luxembourg City").
  'relocating',
  'relocate',
  // A public tender in the country: "un concurso público en Luxemburgo", "an appel d'offres au Luxembourg".
  'tender',
  'concurso',
  'ausschreibung',
  'concorso',
])

/** Selling in the country ("start selling our olive oil in Luxembourg", "vender en Luxemburgo"), not a home sold there. */
export const SELLING_WORDS: ReadonlySet<string> = new Set([
  ...[
    'sell',
    'selling',
    'vendre',
    'vendons',
    'verkaufen',
    'verkafen',
    'vender',
    'vendemos',
    'vendere',
    'vendiamo',
  ],
])

/** Going to work every day from home ("I commute from Longwy to Bertrange", "ich pendle von Trier nach Strassen"). */
export const COMMUTE_WORDS: ReadonlySet<string> = new Set([
  'commute',
  'commutes',
  'commuting',
  'pendle',
  'pendelt',
  'pendeln',
  'pendele',
  'pendelen',
  // "je fais la navette vers Luxembourg"
  'navette',
])

/**
 * Moving house, said in the present or future ("we're moving from Mamer to Strassen", "mir plënneren vu
 * Réimech op Lëtzebuerg"): the place after "to" is where the household goes, the move starts from the
 * other. A move told as past ("we moved to Y") leaves the customer at home in Y, so past forms are out.
 */
export const MOVE_HOUSE_WORDS: ReadonlySet<string> = new Set([
  'moving',
  'move',
  'moves',
  'zieht',
  'plenneren',
  'plennere',
  // The Luxembourgish nouns: "de Plënner vu Klierf op…", "den Ëmzuch vun Ëlwen an d'Stad".
  'plenner',
  'emzuch',
  'demenageons',
  'demenager',
  'demenagerons',
  // A firm or shop that moves: "notre cabinet déménage du Kirchberg vers…", "il negozio si trasferisce da…".
  'demenage',
  'demenagent',
  'trasloca',
  'trasferisce',
  'ziehen',
  'umziehen',
  'mudamos',
  'mudar',
  'mudarnos',
  'traslochiamo',
  'traslocare',
  // The move itself, named: "une mudanza de un piso en Cents a…", "Déménagement d'un studio à…".
  'mudanza',
  'mudanca',
  'trasloco',
  'demenagement',
  'umzug',
  'removal',
])

/**
 * Where a household moves to, told by the home itself: a new or found flat or house ("we found a house in
 * Mersch", "neue Wohnung in Diekirch", "um apartamento novo em Strassen") or a care home ("am Fleegeheem zu
 * Dikrech", "une maison de retraite à Ettelbruck"). In a move, that town is the destination.
 */
export const NEW_HOME_WORDS: ReadonlySet<string> = new Set([
  ...['new', 'found', 'neue', 'neuen', 'neues', 'gefunden', 'nouvel', 'nouvelle', 'nouveau', 'trouve'],
  ...['trouvee', 'neit', 'nei', 'neien', 'fonnt', 'novo', 'nova', 'encontramos', 'encontrado', 'encontrei'],
  ...['nuovo', 'nuova', 'trovato', 'trovata', 'nuevo', 'nueva'],
  ...['altersheem', 'fleegeheem', 'altersheim', 'pflegeheim', 'seniorenheim', 'ehpad', 'retraite'],
  ...['nursing', 'care', 'idosos', 'riposo', 'residencia'],
])

/**
 * A firm, or the people a business serves, "from" the capital's name where the name is the same for country and city ("una empresa de
 * Luxemburgo", "eine Firma aus Luxemburg", "a company from Luxembourg"): where the firm is from, the country.
 * French and Portuguese tell them apart by the article ("du Luxembourg", "do Luxemburgo"), so are not here.
 */
export const FIRM_FROM_THE_COUNTRY: Readonly<
  Record<string, { from: ReadonlySet<string>; firms: ReadonlySet<string> }>
> = {
  luxemburgo: {
    from: new Set(['de']),
    firms: new Set([
      'empresa',
      'empresas',
      'compania',
      'companias',
      'profesional',
      'profesionales',
      'agencia',
      'clientes',
      'huespedes',
      'alguien',
      'cerrajero',
      'fontanero',
      'electricista',
    ]),
  },
  luxemburg: {
    from: new Set(['aus']),
    firms: new Set([
      'firma',
      'firmen',
      'unternehmen',
      'betrieb',
      'betriebe',
      'agentur',
      'handwerker',
      'fachmann',
      'jemand',
      'jemanden',
      'schlosser',
      'elektriker',
      'installateur',
      // People from the country a business abroad serves ("viele Gäste aus Luxemburg").
      'kunden',
      'gaste',
      'besucher',
    ]),
  },
  luxembourg: {
    // French "du Luxembourg" after a firm ("une entreprise du Luxembourg") is the country too.
    from: new Set(['from', 'du']),
    firms: new Set([
      'entreprise',
      'entreprises',
      'societe',
      'artisan',
      'artisans',
      'serrurier',
      'prestataire',
      'locksmith',
      'plumber',
      'electrician',
      'tradesman',
      'tradesmen',
      'tradesperson',
      'someone',
      'somebody',
      'company',
      'companies',
      'firm',
      'firms',
      'agency',
      'business',
      'contractor',
      'professional',
      'customers',
      'clients',
      'guests',
      'visitors',
    ]),
  },
}
/** Those a business deals with: a supplier's or a client's town is theirs ("a call with a supplier in Trier"). */
export const BUSINESS_PARTNERS: ReadonlySet<string> = new Set([
  ...['supplier', 'suppliers', 'fournisseur', 'fournisseurs', 'lieferant', 'lieferanten', 'fornecedor'],
  ...['fornecedores', 'fornitore', 'fornitori', 'proveedor', 'proveedores', 'client', 'clients', 'customer'],
  ...['customers', 'kunde', 'kunden', 'cliente', 'clientes', 'clienti'],
])

/** The home a household leaves ("the old flat in", "la casa antiga em", "l'ancien appartement à"). */
export const OLD_HOME_WORDS: ReadonlySet<string> = new Set([
  ...['old', 'former', 'previous', 'ancien', 'ancienne', 'alte', 'alten', 'alter', 'altes', 'aalt', 'aal'],
  ...['aalen', 'antiga', 'antigo', 'vecchia', 'vecchio', 'vieja', 'viejo', 'anterior'],
])

/** Prepositions a move starts from: the source prepositions, and Luxembourgish "vu". */
// With the article of a quarter: "du Kirchberg vers", "dal Limpertsberg a", "del Kirchberg a".
export const MOVE_FROM_PREPOSITIONS: ReadonlySet<string> = new Set([
  ...SOURCE_PREPOSITIONS,
  'vu',
  'du',
  'dal',
  'del',
])

/** Prepositions a move goes to ("to", "à", "nach", "op", "an", "para"): not "in", which places the home. */
export const MOVE_TO_PREPOSITIONS: ReadonlySet<string> = new Set([
  'to',
  'a',
  'vers',
  'nach',
  'op',
  'an',
  'para',
  'al',
])

/** A job the customer had ("I worked in Esch for twenty years"): its place is never the work's. */
export const PAST_JOB_WORDS: ReadonlySet<string> = new Set([
  'worked',
  'trabalhei',
  'trabalhava',
  'lavorato',
  'lavoravo',
  'trabaje',
  'trabajaba',
])

/**
 * A past job told with the verb last, in German and Luxembourgish ("elf Joer zu Leideleng geschafft",
 * "zwanzig Jahre in Esch gearbeitet").
 */
export const PAST_JOB_WORDS_AFTER: ReadonlySet<string> = new Set(['geschafft', 'gearbeitet'])

/** Said of the customer's job: a Luxembourg place after them is where they work, not the work's place. */
export const JOB_WORDS: ReadonlySet<string> = new Set([
  'works',
  'working',
  ...PAST_JOB_WORDS,
  ...COMMUTE_WORDS,
  'arbeite',
  'arbeiten',
  'arbeitet',
  'schaffen',
  'schaffe',
  'schafft',
  'travaille',
  'travaillons',
  'travaillent',
  'bosse',
  'bossons',
  'trabalha',
  'trabalhamos',
  'trabalham',
  'lavora',
  'lavoriamo',
  'lavorano',
  'trabaja',
  'trabajamos',
  'trabajan',
])

/**
 * "But" and its kin in the seven languages: a place named after the customer's home and one of these
 * ("I live in Mamer, but the job is at my father's in Rodange") is where the work is.
 */
export const CONTRAST_WORDS: ReadonlySet<string> = new Set([
  'but',
  'however',
  'mais',
  'contre',
  'cependant',
  'aber',
  'jedoch',
  'awer',
  'mee',
  'mas',
  'porem',
  'ma',
  'pero',
])

/**
 * Words that may stand between a home or job word and its preposition ("wir arbeiten aber beide in
 * Luxemburg", "we both work in", "on travaille tous les deux à", "ich wohne selbst in"): the place is
 * still the home's or the job's.
 */
export const JOB_FILLER_WORDS: ReadonlySet<string> = new Set([
  'selbst',
  'selber',
  'myself',
  'ourselves',
  'currently',
  'now',
  'actuellement',
  'jetzt',
  'aktuell',
  'aber',
  'beide',
  'beid',
  'allebeid',
  'both',
  'all',
  'also',
  'tous',
  'toutes',
  'les',
  'deux',
  'ambos',
  'os',
  'dois',
  'entrambi',
  'tutti',
  'e',
  'due',
  // "trabajamos los dos en", "vive ahora en", "mora agora em", "vit maintenant à", "abita ancora a"
  'los',
  'dos',
  'ahora',
  'agora',
  'adesso',
  'ora',
  'maintenant',
  'still',
  'noch',
  'encore',
  'ainda',
  'todavia',
  'ancora',
  // Every day, told between the verb and the preposition: "ich pendle jeden Tag nach", "I commute every
  // day to", "tous les jours vers", "all Dag op", "ogni giorno a"; Portuguese and Spanish say "every" as
  // the plural of "all" before "dias" / "días" (the entry below is that word, not a marker).
  'jeden',
  'tag',
  'taglich',
  'every',
  'day',
  'daily',
  'jours',
  'dag',
  'todos',
  'dias',
  'ogni',
  'giorno',
])

/**
 * Nouns of a commune before its name ("la commune de Bous", "Gemeinde Bous", "comune di Bous"): a
 * short name after one is a place as surely as after a preposition.
 */
export const COMMUNE_WORDS: ReadonlySet<string> = new Set([
  'commune',
  'communes',
  'municipality',
  'gemeinde',
  'gemeng',
  'concelho',
  'municipio',
  'comune',
  'comuna',
  'localite',
  'localidade',
  'localita',
  'localidad',
  'ortschaft',
  'uertschaft',
  'village',
  'dorf',
  'duerf',
  'aldeia',
  'paese',
  'pueblo',
])

/** Job words that are also nouns ("the work in Esch"): they count only without an article before them. */
export const JOB_WORDS_ALSO_NOUNS: ReadonlySet<string> = new Set([
  'work',
  'job',
  'boulot',
  'travail',
  'trabalho',
  'lavoro',
  'trabajo',
])

/**
 * The customer's (or a relative's) workplace named as such ("meng Fra ass op der Aarbecht zu
 * Lëtzebuerg", "mäi Büro ass bei der Gare"): a place after one is not the work's place, whole words
 * only ("eisen Affekotebüro" is an office that needs the work).
 */
export const WORKPLACE_NOUNS: ReadonlySet<string> = new Set([
  ...JOB_WORDS_ALSO_NOUNS,
  'office',
  'bureau',
  'buro',
  'aarbecht',
  'arbeit',
  'escritorio',
  'ufficio',
  'oficina',
])

/** Words beside the capital's name that make it the city ("Luxembourg City", "Lëtzebuerg-Stad"). */
export const CITY_WORDS: ReadonlySet<string> = new Set([
  'city',
  'ville',
  'stad',
  'stadt',
  'cidade',
  'citta',
  'ciudad',
])

/**
 * An occasion or a trip the customer goes to ("zu einer Beerdigung nach Köln", "a funeral to attend to
 * Metz"): with a preposition of direction (TRIP_TOWARDS), its place is where they will be, not where the
 * work is. Not holidays: "notre maison de vacances à Bouillon" is a place of the work.
 */
export const TRIP_WORDS: ReadonlySet<string> = new Set([
  ...['wedding', 'funeral', 'trip', 'conference', 'christening', 'mariage', 'enterrement', 'obseques'],
  ...['voyage', 'bapteme', 'congres', 'hochzeit', 'beerdigung', 'beisetzung', 'taufe', 'reise'],
  ...['geschaftsreise', 'konferenz', 'hochzait', 'begriefnis', 'rees', 'casamento', 'funeral', 'enterro'],
  ...['viagem', 'batizado', 'conferencia', 'matrimonio', 'funerale', 'viaggio', 'battesimo', 'boda'],
  ...['entierro', 'viaje', 'bautizo'],
])
export const TRIP_TOWARDS: ReadonlySet<string> = new Set(['nach', 'to', 'vers', 'para', 'pra'])

/**
 * Flying in or out, or the airport itself ("we fly into Findel", "ich fliege ab Findel", "l'aéroport du
 * Findel"): a place up to three words after them is where the customer travels through, a trip.
 */
export const FLIGHT_WORDS: ReadonlySet<string> = new Set([
  ...['fly', 'flying', 'flew', 'flies', 'land', 'landing', 'lands', 'flight', 'flights', 'airport'],
  ...['fliege', 'fliegen', 'fliegt', 'flug', 'fluge', 'landen', 'lande', 'flughafen', 'fleien', 'fluchhafen'],
  ...[
    'vol',
    'vols',
    'atterrir',
    'atterris',
    'atterrit',
    'atterrissons',
    'atterrissage',
    'aeroport',
    'voo',
    'voos',
    'voar',
    'aterrar',
  ],
  ...['aterramos', 'aeroporto', 'volo', 'voli', 'volare', 'atterrare', 'atterriamo', 'vuelo', 'vuelos'],
  ...['volar', 'aterrizar', 'aterrizamos', 'aeropuerto'],
])

/**
 * Nouns of the state that the country's name qualifies ("a Luxembourg tax return", "déclaration
 * d'impôts Luxembourg"): beside one of them it names no place.
 */
export const COUNTRY_QUALIFIED_NOUNS: ReadonlySet<string> = new Set([
  // "launching our app for the Luxembourg market".
  'market',
  'markt',
  'marche',
  'mercado',
  'mercato',
  // "Luxembourg rental law", "Luxembourg labour law".
  'rental',
  'tenancy',
  'labour',
  'labor',
  'employment',
  // "our Luxembourg entity", "l'entité luxembourgeoise".
  'entity',
  'entities',
  'tax',
  'taxes',
  // "my Luxembourg income tax return", "Luxembourg social security", "Luxembourg VAT".
  'income',
  'social',
  'vat',
  'payroll',
  'company',
  'companies',
  // "Luxembourg firms are fine": firms of the country.
  'firm',
  'firms',
  'business',
  'businesses',
  'contractor',
  'contractors',
  // "would a Luxembourg installer also work in Belgium?"
  'installer',
  'installers',
  'tradespeople',
  'tradesmen',
  'craftsmen',
  'licence',
  'license',
  'driving',
  'id',
  'identity',
  'residence',
  'residency',
  'pension',
  'bank',
  'law',
  'laws',
  'nationality',
  'citizenship',
  'government',
  'state',
  'social',
  'plates',
  'birth',
  'marriage',
  'diploma',
  'certificate',
  'impots',
  'impot',
  'impostos',
  'irs',
  'impuestos',
  'renta',
  'redditi',
  'tasse',
  'steuer',
  'steuern',
  'steuererklarung',
  'steiererklarung',
])
