import type { AssistantLanguage } from '@shared/i18n/languages'
import { fold } from '@shared/text/fold'
import { ANIMAL_TRACES } from './lexicon/category-context'
import { patternsAsRegExp } from './lexicon-patterns'

/**
 * Needs LuxPro lists no trade for: looking after children or pets, tutoring and lessons, driving
 * lessons, repairs to a car, motorbike or bicycle, a hairdresser, a doctor or dentist, help at home
 * for an older or sick person (dressing, washing, medicines), catering.
 * Read as one of the 23 trades they give a confident wrong answer ("a French teacher for my child"
 * → plumbing); named, the assistant says honestly that LuxPro does not list that kind of service.
 * Patterns on the folded text, per kind, in the seven languages; a kind is named only by words of
 * the need itself, never by a setting ("the garage floor", "the car's papers to translate").
 */

export const OUT_OF_SCOPE_KINDS = [
  'childcare',
  'pet-care',
  'driving-lessons',
  'tutoring',
  'vehicle-repair',
  'hairdressing',
  'health',
  'home-care',
  'catering',
] as const

export type OutOfScopeKind = (typeof OUT_OF_SCOPE_KINDS)[number]

/**
 * A need out of scope: one of the kinds named above by its words, or `unlisted`, any other need the
 * classifier reads as no trade LuxPro lists (its label of that name, its corpus in scripts/assistant-classifier/corpus/unlisted.ts).
 */
export type OutOfScopeNeed = OutOfScopeKind | 'unlisted'

/**
 * Vehicles, the car makes and models most often named instead of "the car" ("my Peugeot won't start", "ma Clio"),
 * and the body's parts no building has ("die Heckklappe", "il parafango", "el capó").
 */
const VEHICLE =
  '(tailgate|windscreen|windshield|hayon|pare-brise|heckklappe|kotflugel|motorhaube|kofferraum|windschutzscheibe|parafanghi|parafango|cofano|bagagliaio|parabrezza|guarda-lamas|para-brisas|porta-malas|guardabarros|maletero|parabrisas|clio|megane|twingo|yaris|qashqai|tesla|ford|cupra|porsche|seat (?:leon|ibiza|arona|ateca)|car|cars|truck|trucks|lorry|lorries|lkw|camion|camions|camiao|camioes|camper|campervan|motorhome|camping-car|wohnmobil|autocaravana|harley|motorbike|motorcycle|scooter|bikes?|bicycles?|e-?bike|e-?scooter|pedelec|mountain ?bike|mtb|vtt|van|vehicle|voiture|moto|velo|vehicule|trottinette|auto|autos|autotur\\w*|pkw|motorrad|fahrrad|fahrrader|velos|veloen|carro|mota|bicicletas?|trotinete|macchina|bici|biciclett[ae]|monopattino|coche|patinete|vespa|vespas|lambretta|fiat|peugeot|renault|citroen|opel|volkswagen|vw|bmw|audi|mercedes|toyota|skoda|dacia|volvo|kia|hyundai|nissan|mazda)'
/** What goes wrong with a vehicle, besides its repair words. */
const VEHICLE_PART =
  '(air ?con|air conditioning|aircon|clim|climatisation|klimaanlage|klimaanlag|ar condicionado|aria condizionata|climatizzatore|aire acondicionado|sunroof|toit ouvrant|schiebedach|teto de abrir|tetto apribile|techo solar|seats?|sieges?|sitze|bancos|sedili|asientos|brakes?|freins?|bremsen|bremsbelage|bremse|travoes|pastilhas|freni|frenos|tyres?|tires?|pneus?|reifen|gomme|neumaticos|clutch|embrayage|kupplung|embraiagem|frizione|embrague|bumper|pare-chocs?|stossstange|parachoques|parauti|bodywork|carrosserie|bruit|barulho|rumore|ruido|noise|gerausch|wheel|roue|rad|roda|ruota|rueda|chain|chaine|kette|catena|cadena|motor|moteur|motore|error|erreur|fehler|feeler|erro|errore|scratch\\w*|keyed|rayure\\w*|raye\\w*|kratzer|zerkratzt|risco\\w*|riscad\\w*|graffi\\w*|rigat\\w*|aranazo\\w*|rayad\\w*|rayon\\w*|dent|dents|bosse\\w*|delle|dellen|beule\\w*|ausbeul\\w*|debossel\\w*|ammaccatur\\w*|abollad\\w*|mossas?|amolgad\\w*)'
/**
 * A bicycle's or scooter's battery that no longer lasts or is to be changed: the bike shop's (charging one at home,
 * or a car's battery beside solar panels, is the electrician's or the installer's).
 */
const TWO_WHEELER =
  '(bikes?|bicycles?|e-?bike|e-?scooter|pedelec|velo|velos|fahrrad|bici|biciclett[ae]|bicicletas?|trottinette|trotinete|monopattino|patinete|scooter)'
const BATTERY = '(battery|batterie|batteria|bateria|akku)'
const BATTERY_TROUBLE =
  '(dura|dure|tient|tenait|halt|hielt|lasts?|lasted|holds?|dies|died|dead|weak|faible|schwach|morta|muerta|changer|remplacer|wechseln|tauschen|replace|replaced|cambiar\\w*|trocar|sostituir\\w*|cambiare|cambiarla)'
const REPAIR =
  '(repair|repairs|repaired|fix|fixed|reparer|repare|reparation|reparieren|repariert|reparatur|flecken|flicken|reparar|arranjar|consertar|riparare|aggiustare|arreglar|arregle|depanner)'
const WONT_START =
  "(won'?t start|doesn'?t start|won'?t (turn|switch) on|ne demarre plus|ne demarre pas|ne s'allume plus|springt nicht an|geht nicht (mehr )?an|start net|geet net (mei )?un|nao pega|nao liga|non parte|non si accende|no arranca|no enciende|no se enciende|(won'?t|doesn'?t|does not) (charge|hold (a |its )?charge)|battery dies|(ne )?(se )?(re)?charge plus|se decharge|(ladt|laedt|laden) nicht|luet net|(deixou de|nao) carregar?|non (si )?(ri)?carica|no (se )?carga)"
/** Washing or polishing, as a vehicle is ("lavare e lucidare il camper", "nettoyage complet, lustrage"). */
const WASH =
  '(wash|washed|washing|valet|valeting|polish|polishing|wax|waxing|nettoyage|nettoyer|laver|lavage|lustrage|waschen|wäsche|polieren|politur|aufbereitung|lavar|lavagem|polir|lavare|lucidare|lavaggio|laven|lave|enceren|encerar|pulir)'
/** Up to eight words between a vehicle and its washing, in one clause ("je vends ma voiture… un nettoyage complet"). */
const WITHIN_CLAUSE = '(?:\\W+\\w+){0,8}\\W+'
/** A dent or a scratch in a vehicle's body, told perhaps with the part first ("une bosse sur l'aile de ma Clio"). */
const DENT =
  '(dent|dents|bosse\\w*|delle|dellen|beule\\w*|ammaccatur\\w*|abollad\\w*|mossas?|amolgad\\w*|scratch\\w*|kratzer|rayure\\w*|graffi\\w*|aranazo\\w*|risco\\w*)'
/** Up to four words between a vehicle and what it needs ("the car's brakes", "la voiture fait un bruit"). */
const NEAR = '(?:\\W+\\w+){0,4}\\W+'

/** Dressing or washing oneself, as an older or sick person is helped to ("l'aider à s'habiller"). */
const SELF_CARE =
  "(get dressed|getting dressed|s'habiller|se laver|anzuziehen|anziehen|waschen|sech unzedoen|sech ze waschen|vestir-se|lavar-se|vestirse|lavarse|vestirsi|lavarsi)"
/** Medicines taken: with the help above, a person's care. */
const MEDICINES =
  '(pills|tablets|medication|medicines|medicaments|cachets|tabletten|medikamente|medikamenter|pilullen|comprimidos|medicamentos|medicine|pastiglie|farmaci|pastillas|medicinas)'
/** Up to eight words between them ("s'habiller le matin et prendre ses médicaments"). */
const CLOSE_BY = '(?:\\W+\\w+){0,8}\\W+'

const PATTERNS: Record<OutOfScopeKind, readonly RegExp[]> = {
  childcare: [
    /\b(baby ?-?sit\w*|nanny|nannies|childminder|child-minder|au pair|nounou|garde d'enfants|assistante maternelle|tagesmutter|kinderbetreuung|kinderfrau|kannerbetreiung|tagesmamm|babysitting|niner[ao]s?|canguro|bambinaia|tata per)\b/,
    /\b(look after|looks after|pick up|mind|take care of)\b(\W+\w+){0,2}\W+(kids|children|child|baby|toddler|son|daughter)\b/,
    /\bpick (the|our|my) (kids|children) up\b/,
    /\b(garder|faire garder|s'occuper de)\b(\W+\w+){0,1}\W+(enfants|bebe|fils|fille|petits)\b/,
    /\b(auf)\b(\W+\w+){0,2}\W+(kinder|kind|baby|tochter|sohn)\b(\W+\w+){0,2}\W+aufpass/,
    /\b(kanner|kand|puppelchen|jong|meedchen)\b(\W+\w+){0,2}\W+oppassen\b/,
    /\b(tome|tomar|tomem) conta d[oa]s? (criancas|filhos|filho|filha|bebe|miudos)\b/,
    /\bamas? (para|do|da|de) (o |a |os |as )?(bebe|crianca|criancas|filho|filha|menino|menina|miudos)\b/,
    /\b(tenga|tenere|badare a|guardare)\b(\W+\w+){0,1}\W+(bambini|bambino|bambina|figli|figlio|figlia)\b/,
    /\b(cuide|cuidar|cuida)\b(\W+\w+){0,2}\W+(ninos|nino|nina|hijos|hijo|hija|bebe|peques)\b/,
  ],
  'pet-care': [
    /\b(dog ?-?sit\w*|dog ?walk\w*|pet ?-?sit\w*|cat ?-?sit\w*|hundesitter|katzensitter|tiersitter|gassi|hundebetreuung|toilettage|hundefriseur)\b/,
    /\b(walk|feed|look after|mind|take care of)\b(\W+\w+){0,3}\W+(dog|dogs|cat|cats|puppy|pets?)\b/,
    /\b(garder|promener|nourrir|s'occuper de)\b(\W+\w+){0,1}\W+(chat|chats|chien|chiens|chiot|animaux)\b/,
    /\b(hund|hunde|katze|katzen)\b(\W+\w+){0,3}\W+(aufpass\w*|ausfuhren|fuhren|futtern|betreu\w*)/,
    // Someone to walk the dog, in Luxembourgish ("een deen mam Hond trëppele geet"); "I was walking the dog" is not it.
    /\b(een|eng)\b(\W+\w+){0,6}\W+(hond|henn)\b(\W+\w+){0,3}\W+(treppel\w*|spadseier\w*)/,
    /\b(hond|kaz|hunn)\b(\W+\w+){0,2}\W+oppassen\b|\boppassen\b(\W+\w+){0,2}\W+(hond|kaz)\b|\bop (eisen|mai|main|meng|eis|de|d) (hond|kaz)\b/,
    /\b(passear|tome conta|tomar conta|cuidar)\b(\W+\w+){0,2}\W+(cao|caes|gato|gatos|cadela)\b/,
    /\b(tenga|tenere|badare|accudire|porti a spasso|portare a spasso)\b(\W+\w+){0,2}\W+(cane|cani|gatto|gatti|cagnolino)\b/,
    /\b(cuide|cuidar|pasear|pasee|saque a pasear)\b(\W+\w+){0,2}\W+(perro|perros|gato|gatos|perrita|perrito)\b/,
    // Feeding them while the owners are away ("dar de comer ao gato", "dia da mangiare ai gatti", "de de comer a mis gatos").
    /\b((dar|de|da|dia|dare|dando|dai) (de|da) (comer|mangiare)|alimentar|alimente|alimentare)\b(\W+\w+){0,2}\W+(cao|caes|gato|gatos|gata|gatas|cadela|cane|cani|gatto|gatti|gatta|gatte|perro|perros|perra)\b/,
    /\b(hond|honn|kaz|kazen)\b(\W+\w+){0,4}\W+(fidderen|suergen)\b|\b(fir|fuer)\W+(eis|eisen|eng|meng|mai|main|d)\W+(hond|kaz|kazen)\W+suergen\b/,
  ],
  'driving-lessons': [
    /\b(driving (lessons?|school|instructor)|auto-?ecole|(lecons|cours) de conduite|fahrschule|fahrstunden|fahrlehrer|fuerschoul|fuerstonnen|(escola|aulas|licoes) de conducao|scuola guida|autoscuola|lezioni di guida|autoescuela|(clases|practicas) de (conducir|manejo))\b/,
  ],
  tutoring: [
    /\b(tutor|tutors|tutoring|tuition|private lessons?|homework help|(\w+) lessons for (my|our)|cours particuliers?|soutien scolaire|aide aux devoirs|prof(esseur)? particulier|nachhilfe|\w*unterricht|privatlehrer|nohellef|hausaufgabenhellef|explicador[ae]?s?|explicacoes|aulas particulares|ripetizioni|lezioni private|insegnante privat[oa]|profe(sor)?a? particular|clases particulares)\b/,
    /(?<!\bau )\bcours (de|d') ?(francais|anglais|allemand|luxembourgeois|maths?|mathematiques|piano|guitare|musique|jardinage|cuisine|chant|langue|portugais|italien|espagnol|physique|chimie)\b/,
    /\b(aulas|lezioni|clases) (de|di) (matematica|matematicas|frances|francese|alemao|aleman|tedesco|ingles|inglese|piano|pianoforte|guitarra|chitarra|musica|portugues|italiano|espanol|luxemburgues|lussemburghese)\b/,
    /\b(maths?|math|french|german|english|piano|guitar|music|language) (teacher|lessons|classes)\b/,
    // A course to learn a trade's craft oneself ("a woodworking class", "e Schräiner-Cours", "cours de menuiserie pour adultes").
    /\b(woodworking|carpentry|joinery|diy|cooking|pottery|sewing|drawing|painting|upholstery|welding) (classes|class|courses?|lessons|workshops?)\b/,
    /\b(cours|stage|atelier) (de|d') ?(menuiserie|ebenisterie|bricolage|poterie|couture|dessin|peinture|tapisserie|soudure)\b/,
    /\b\w+-(kurs|kurse|cours)\b|\b(koch|nah|naeh|topfer|schreiner|tischler|holz|heimwerker|mal|zeichen|schweiss|bastel|werk)(kurs|kurse)\b/,
    /\b(classes|class|courses?|workshops?|cours|kurs|kurse|aulas|cursos?|corsi|corso|clases)\b(\W+\w+){0,3}\W+(for|pour|fir|fur|para|per) (adults|adultes|erwuessener|erwachsene|adultos|adulti|beginners|debutants|ufanker|anfanger|principiantes|principianti|iniciantes)\b/,
  ],
  'vehicle-repair': [
    // Tyres changed or kept over the season ("d'Wantereifen wiesselen", "winter tyres", "pneus hiver").
    /\b(reifenwechsel|winterreifen|sommerreifen|ganzjahresreifen|allwetterreifen|wantereifen|summerreifen|winter (tyres|tires)|summer (tyres|tires)|all-season (tyres|tires)|pneus (hiver|d'hiver|ete|d'ete|neige)|pneus de inverno|pneumatici invernali|neumaticos de invierno)\b/,
    new RegExp(`\\b${VEHICLE}${NEAR}(${REPAIR}|${VEHICLE_PART})\\b`),
    new RegExp(`\\b(${REPAIR}|${VEHICLE_PART})${NEAR}${VEHICLE}\\b`),
    new RegExp(`\\b${VEHICLE}\\b(\\W+\\w+){0,3}\\W+${WONT_START}`),
    new RegExp(`\\b${TWO_WHEELER}${WITHIN_CLAUSE}${BATTERY}${NEAR}${BATTERY_TROUBLE}\\b`),
    new RegExp(`\\b${BATTERY}${NEAR}${TWO_WHEELER}${NEAR}${BATTERY_TROUBLE}\\b`),
    new RegExp(`\\b${DENT}${WITHIN_CLAUSE}${VEHICLE}\\b`),
    new RegExp(`\\b${VEHICLE}${WITHIN_CLAUSE}${WASH}\\b`),
    new RegExp(`\\b${WASH}${NEAR}${VEHICLE}\\b`),
    /\b(smart repair|tachographs?|tachygraphes?|chronotachygraphes?|fahrtenschreiber|tachograf|tacografos?|tachigrafos?|controle technique|control tecnico|tuv|snct|itv|mechanic|mecanicien|garagiste|mechaniker|kfz-?werkstatt|autowerkstatt|(?<!(?:seine|seiner|seinen|ihre|ihrer|ihren|seng|senger) )werkstatt|mecanico|meccanico|officina|taller mecanico|oficina (mecanica|de automoveis)|carrossier|karosserie|bodywork|body shop|plaquettes de frein|bremsbelage|pastilhas dos travoes|pastiglie dei freni|pastillas de freno)\b/,
  ],
  hairdressing: [
    /\b(hairdressers?|hairdresser|haircut|barber|coiffeur|coiffeuse|coiffure|friseur|friseurin|frisor|frisorin|cabeleireir[ao]s?|parrucchier[ae]|peluquer[ao]s?|peluqueria|barbeiro|barbiere|barbero)\b/,
  ],
  health: [
    /\b(doctor|gp|dentist|dentists|physio|physiotherapist|nurse|medecin|dentiste|kine|kinesitherapeute|infirmier|infirmiere|arzt|arztin|zahnarzt|zahnarztin|physiotherapeut|krankenschwester|dokter|zanndokter|medico|medica|dentista|fisioterapeuta|enfermeir[ao]|infermier[ae]|enfermer[ao])\b/,
  ],
  'home-care': [
    /\b(home care|care worker|carer|caregiver|live-in care|aide a domicile|aide-soignante?|auxiliaire de vie|garde-malade|pflegedienst|pflegekraft|altenpflege|seniorenbetreuung|hauslicher? pflege|fleegedengscht|doheemfleeg|cuidador[ae]?s?|apoio domiciliario|ajuda domiciliaria|badante|assistenza domiciliare|ayuda a domicilio|asistenta a domicilio)\b/,
    // Help with dressing or washing oneself and with medicines: a person's care, not a trade's work.
    new RegExp(`\\b${SELF_CARE}${CLOSE_BY}${MEDICINES}\\b`),
    new RegExp(`\\b${MEDICINES}${CLOSE_BY}${SELF_CARE}\\b`),
  ],
  catering: [
    /\b(caterer|catering|traiteur|traiteurs|partyservice|servico de catering|buffet para|banqueting|rinfresco)\b/,
    /\b(iessen|essen)\b(\W+\w+){0,4}\W+(mecht|macht|kocht|liwwert|liefert)\b/,
    /\b(mecht|macht|faire|fazer|fare|hacer|cook|cuisiner|kochen)\b(\W+\w+){0,2}\W+(iessen|essen|repas|comida|cibo|food)\b/,
  ],
}

const CLAUSE_BREAK =
  /[.!?;:…\n]+|\s(?:-|–|—)\s|\b(?:but|mais|par contre|aber|awer|pero|non,? pardon|no,? sorry|i mean)\b/
/** "ma" and "mas" are "but" only in Italian and Portuguese: in French "ma" is "my", in Spanish "más" is "more". */
const CLAUSE_BREAK_IN: Partial<Record<AssistantLanguage, RegExp>> = {
  it: new RegExp(`${CLAUSE_BREAK.source}|\\bma\\b`),
  pt: new RegExp(`${CLAUSE_BREAK.source}|\\bmas\\b`),
}

/** The clauses of the message, folded, for reading which of them name a need out of scope. */
export function clausesOf(text: string, language?: AssistantLanguage): string[] {
  return fold(text)
    .split((language && CLAUSE_BREAK_IN[language]) ?? CLAUSE_BREAK)
    .map((clause) => clause.trim())
    .filter((clause) => clause !== '')
}

/**
 * The customer's own business ("nous ouvrons un cabinet de kiné", "j'ai un cabinet", "tenho uma oficina"):
 * its trade is the setting of the work (a waiting room, a website), not a need.
 */
const OWN_BUSINESS =
  /\b(my|our|we run|we open|i have|i own|we have|mon|ma|notre|ouvrons|ouvre|j'ai|nous avons|mein|meine|unser|unsere|eroffnen|wir sind|ich habe|wir haben|eise|eisen|mai|meng|ech hunn|mir hunn|tenho|temos|abrimos|abrir|il mio|la mia|nostro|nostra|apriamo|aprire|abbiamo|ho|mi|nuestro|nuestra|tengo|tenemos)\b(\W+\w+){0,2}\W+(cabinet|practice|surgery|praxis|\w+praxis|salon|workshop|werkstatt|oficina|officina|taller|clinique|clinic|klinik|clinica|consultorio|studio|estudio|autoecole|auto-ecole|fahrschule|creche|kita|peluqueria|barberia|barbearia|cabeleireiro|friseursalon|coiffure|parrucchiere|barbiere|toilettage)\b/

/**
 * The customer's own trade ("je suis coiffeuse", "I'm a dog walker", "sou explicadora", "I run a small
 * driving school"): the words after it tell who they are, not what they need.
 */
const OWN_TRADE =
  /\b(i'?m|i am|i work as|i run|we run|je suis|nous sommes|je travaille comme|ich bin|wir sind|ich arbeite als|ech sinn|ech si|ech schaffen als|sou|trabalho como|sono|faccio (il|la|lo)|lavoro come|soy|somos|trabajo como|trabajo de)( a| an| un| une| eng| en| e| um| uma| una| il| la| lo)?(\W+\w+){1,2}/g

/**
 * What a place was ("un ancien commerce (ex salon de coiffure)", "the former barber's shop"): its
 * old use is the setting, not a need.
 */
const FORMER_USE =
  /\b(ex|ancien|ancienne|former|old|ehemalig\w*|fruher\w*|antig[oa]|vecchi[oa]|antigu[oa])\b(\W+\w+){0,1}\W+(salon|shop|garage|werkstatt|oficina|officina|taller|cabinet|practice|praxis|\w*salon|coiffure|friseur\w*|barber\w*|cabeleireiro|parrucchiere|peluqueria)\b(\W+\w+){0,2}/g
/**
 * What premises are turned into ("transformer un magasin en cabinet de kiné", "die Scheune zu einer
 * Praxis umbauen"): the works are the need, the practice their setting.
 */
const CONVERTS =
  /\b(transform\w*|convert\w*|turn\w*|umbau\w*|umgebaut|umzubauen|umwandel\w*|verwandel\w*|trasform\w*|amenag\w*|einricht\w*)\b/
const BECOMES_SETTING =
  /\b(en|into|in|zu|zur|zum|em|num|numa)\W+(un|une|a|an|eine|einer|einen|um|uma|una|uno)?\W*(\w+\W+)?(cabinet|practice|surgery|praxis|\w+praxis|consultorio|consulta|clinique|clinic|klinik|clinica|studio|salon)\b(\W+\w+){0,2}/g
/** Where a business already named stands ("l'officina è a Noertzange", "the workshop is in Foetz"): a place, not a need. */
const BUSINESS_IS_AT =
  /\b(the|our|my|l|la|le|il|lo|o|a|el|der|die|das|d)\W+\w+\W+(is|est|ist|ass|e|esta|fica|si trova|se encuentra|se trouve|liegt|befindet sich)\W+(in|at|a|au|en|em|no|na|im|zu|a|nel|nella)\b.*/g

/** A vehicle's cables or hoses gnawed ("die Kabel am Auto angenagt"): an animal's doing, not the garage's. */
const ANIMAL_TRACE = patternsAsRegExp(ANIMAL_TRACES)

const ELECTRIC =
  '(electric|electriques?|electric[oa]s?|eletric[oa]s?|elettric[oaie]|elettrich[ei]|elektrisch\\w*|elektresch\\w*)'
/** "vélo à assistance électrique", "bicicleta con asistencia eléctrica": the assistance between them. */
const ASSISTED = '(?:\\W+(?:a|with|mit|com|con|de)?\\W*as?sist\\w*)?'
const ELECTRIC_VEHICLE = new RegExp(
  `\\b${VEHICLE}${ASSISTED}\\W+${ELECTRIC}\\b|\\b${ELECTRIC}\\W+${VEHICLE}\\b`,
  'g',
)

/**
 * The clause without the word "electric" of a vehicle ("vélo électrique", "E-Bike" aside, "electric
 * scooter"): there it says what the vehicle runs on, not that the electrics are the need.
 */
export function withoutElectricVehicle(clause: string): string {
  return clause.replace(
    ELECTRIC_VEHICLE,
    (_match, before?: string, _e?: string, _e2?: string, after?: string) => before ?? after ?? '',
  )
}

const HAIR = /\b(hair|haare?n?|cheveux|capelli|cabelos?|cabellos?|pelo|hoer)\b/
const COLOUR_WORDS =
  /\b(paint\w*|dye\w*|colou?r\w*|farben|farbe\w*|teindre|teinture|couleur|tingere|tinta|tenir|tinte|pintar|pinta|colorir|faerwen)\b/g

/** The clause without its colouring words when it names hair: "cortar e pintar o cabelo" is a hairdresser's, not a painter's. */
export function withoutHairColour(clause: string): string {
  return HAIR.test(clause) ? clause.replace(COLOUR_WORDS, ' ') : clause
}

const HAS_VEHICLE = new RegExp(`\\b${VEHICLE}\\b`)

/** A vehicle's paint ("le pare-chocs… faut-il le repeindre", "die Tür lackieren"): the body shop's, not a painter's. */
const VEHICLE_PAINT =
  '(repaint\\w*|paint\\w*|repeindre|peindre|peinture|lackier\\w*|lack|pintar|pintura|repintar|verniciar\\w*|riverniciar\\w*)'
const VEHICLE_WORDS = new RegExp(`\\b(${VEHICLE}|${VEHICLE_PART}|${WASH}|${VEHICLE_PAINT})\\b`, 'g')

/** A pet's litter to clean ("clean the litter tray", "das Katzenklo sauber machen", "limpar a caixa de areia"). */
const PET_LITTER =
  /\b(clean\w*|change|empty|nettoy\w*|chang\w*|vider|sauber machen|reinig\w*|propper maachen|propper ze maachen|limpar|limpe|mudar|pulir\w*|pulisca|pulisc\w*|cambiar\w*|limpi\w*|limpie)\b(\W+\w+){0,3}\W+(litter( tray| box)?|litiere|katzenklo|katzentoilette|kazeklo|caixa de areia|caixa da areia|lettiera|arenero)\b|\b(litter tray|litter box|katzenklo|kazeklo|lettiera|arenero|caixa de areia)\b(\W+\w+){0,2}\W+(sauber machen|reinigen|propper maachen|pulire|limpiar)\b/g

/** The clause without a pet's litter to clean: looking after the pet, not a cleaner's job. */
export function withoutPetLitter(clause: string): string {
  return clause.replace(PET_LITTER, ' ')
}

/**
 * The clause without the vehicle, its parts, its washing and its paint when it names one: there they tell the
 * vehicle's care ("la clim de la voiture", "la mia Vespa", "lavar o carro"), not a trade's job.
 */
export function withoutVehicleCare(clause: string): string {
  return HAS_VEHICLE.test(clause) ? clause.replace(VEHICLE_WORDS, ' ') : clause
}

/** The kind of need out of scope a clause names, if any (the first kind in OUT_OF_SCOPE_KINDS order). */
export function outOfScopeKind(clause: string): OutOfScopeKind | null {
  if (OWN_BUSINESS.test(clause)) return null
  const need = withoutElectricVehicle(
    (CONVERTS.test(clause) ? clause.replace(BECOMES_SETTING, ' ') : clause)
      .replace(OWN_TRADE, ' ')
      .replace(FORMER_USE, ' ')
      .replace(BUSINESS_IS_AT, ' '),
  )
  for (const kind of OUT_OF_SCOPE_KINDS) {
    if (kind === 'vehicle-repair' && ANIMAL_TRACE.test(need)) continue
    // Help at home is never a business's setting: read on the whole clause ("a vestirsi e a prendere…"
    // is no "the shop is at…").
    const read = kind === 'home-care' ? clause : need
    if ((PATTERNS[kind] ?? []).some((pattern) => pattern.test(read))) return kind
  }
  return null
}
