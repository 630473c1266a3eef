import type { CategorySlug } from '@shared/catalog/categories'
import { fold } from '@shared/text/fold'
import { FRIENDS_AND_COLLEAGUES, RELATIVES } from './lexicon/place-words'
import { REQUEST_WORDS } from './lexicon/request-words'

/**
 * A trade named only to rule it out ("the plumber came and said it's not a plumbing thing, it comes
 * from the roof", "le jardinier dit que ce n'est pas son travail", "l'idraulico dice che non sono i
 * tubi") is not the trade asked for. In a sentence that names a tradesperson (or the trade, "not a
 * plumbing thing") and says, in one of the seven languages, that it is not their job, not their
 * problem, or that their part is fine, that trade is ruled out: the decision looks among the others.
 */

/** The tradespeople (and the trades' names) of the trades most often ruled out, as word starts. */
const TRADE_NAMES: Partial<Record<CategorySlug, RegExp>> = {
  // Not the installer of panels ("installateur photovoltaïque"): the solar trade's.
  plumbing:
    /\b(plumb|plomb|klempner|installateur(?!s?\s+(?:photovolta|solaire|pv\b))|sanitar|canaliz|idraulic|fontaner)/,
  electrical:
    /\b(electrician|electrics\b|electricien|electricite|elektriker|elektrik\b|elektresch|eletricist|eletricidade|elettricist|electricist|electricidad|(parte|instalacao|impianto|instalacion) (eletric|elettric|electric))/,
  heating:
    /\b(heating engineer|chauffagist|heizungsbauer|heizungsmonteur|heizungsfirma|fumist|termoidraulic|calefactor)/,
  roofing:
    /\b(roofer|couvreur|dachdecker|daachdecker|telhador|copritett|tejador|techador|lattonier|zingueur)/,
  gardening:
    /\b(gardener|jardinier|gartner|gaertner|jardineir|giardinier|jardiner|landscaper|paysagiste|paisagista|paesaggista|paisajista)/,
  carpentry: /\b(carpenter|joiner|menuisier|schreiner|tischler|schrainer|carpinteir|falegnam|carpinter)/,
  painting: /\b(painter|peintre|maler|moler|pintor|pittor|imbianchin)/,
  tiling:
    /\b(tiler|carreleur|fliesenleger|plattenleeer|plattleeer|plattler|ladrilhador|piastrellist|alicatador|azulejer)/,
  masonry:
    /\b(bricklayer|mason|macon|maurer|pedreir|murator|albanil|fundament\b|d'fundament|plasterer|platrier|verputzer|stuccator|yeser)/,
  locksmith: /\b(locksmith|serrurier|schlusseldienst|schlosser|serralheir|fabbro|cerrajer)/,
  solar: /\b(solar|photovolta|fotovolta|panneaux solaires|paineis solares|pannelli solari|placas solares)/,
  photography: /\b(photographer|photographe\b|fotograf(?:in|en)?\b|fotograf[oa]s?\b)/,
  accounting:
    /\b(accountant|comptable|buchhalter|steuerberater|contabilista|contabilidade|commercialista|contador|fiduciaire)/,
  legal:
    /\b(lawyer|solicitor|affekot|avocate?s?\b|anwalt|anwaltin|advogad|avvocat|abogad|notaire|notar\b|notaio|notario)/,
  translation:
    /\b(translator|traducteur|traductrice|ubersetzer|tradutor|traduttor|traduttrice|traductor|interpreter|interprete|dolmetscher|translate\b|tradu(?:zca|zcan|za|zir|ire|ise|cir)\b|ubersetz(?:en|t)\b)/,
  'interior-design': /\b(interior designer|decorat(eur|rice)|innenarchitekt|arredator|interiorista)/,
  'web-development': /\b(web ?designer|web ?developer|developpeur|webentwickler|programador|sviluppatore)/,
  moving:
    /\b(movers\b|removal (firm|company|men)|demenageurs?\b|umzugsfirma|umzugsunternehmen|mudancas\b|mudanzas\b|traslochi\b)/,
  cleaning:
    /\b(cleaner\b|cleaning (lady|company|firm)|femme de menage|putzfrau|putzfirma|reinigungsfirma|botzfirma|botzfra|faxineira|donna delle pulizie|impresa di pulizie|limpiadora|empresa de limpieza)/,
  renovation:
    /\b(builder\b|general contractor|bauunternehm|empreiteiro|renovatiounsfirma|renovierungsfirma|impresa edile)/,
  'it-support': /\b(it guy|informaticien|informatiker|informatico\b|tecnico informatico)/,
  'pest-control':
    /\b(exterminator|pest control|desinsectis|deratis|kammerjager|schadlingsbekampf|desinfestac|dedetiza|disinfestazion|derattizzazion|fumigador|control de plagas)/,
}

/** Whether a folded word names a trade's people or the trade ("elektriker", "plombier", "fotografa"). */
export const namesATrade = (word: string): boolean =>
  Object.values(TRADE_NAMES).some((name) => name.test(word))

/**
 * The text, folded, without the names of a trade's people ("the electrician", "une entreprise de
 * dératisation"): what is left names the trade only through its work.
 */
export function withoutTradeNames(text: string, category: CategorySlug): string {
  const name = TRADE_NAMES[category]
  return name ? fold(text).replace(new RegExp(`${name.source}[\\p{L}'-]*`, 'gu'), ' ') : text
}

/** "Problem solved", in the seven languages: a trade's part is over. */
const PROBLEM_SOLVED =
  /\b(problem (solved|sorted)|probleme (regle|resolu)|problem (gelost|behoben)|problem (geleist|geleest)|problema (resolvido|risolto|resuelto))\b/

/**
 * "Not their job / not their problem / it's fine", and "their part is already done or checked" ("the
 * plumbing is done", "d'Sanitär ass schonn nei gemaach", "der Elektriker hat geprüft, alles in
 * Ordnung"), per language (folded text).
 */
const DISMISSALS: readonly RegExp[] = [
  // en
  /\b(not|n't|nt)\b( really)? (his|her|their|my|our|a|an|the|its)( \w+)? (job|thing|problem|issue|fault|department|area|field|trade)\b/,
  /\b(is|are|was|were)n'?t (his|her|their) (job|thing|problem|department|area)\b/,
  /\b(doesn't|does not|don't|do not|won't|will not) do (that|this|it|those|these|\w+s)\b/,
  /\bnothing (wrong|to do with)\b/,
  PROBLEM_SOLVED,
  // "nothing to do with him / it", in the other languages
  /\b(rien a voir|nichts (damit|mit (ihm|ihr|ihnen|der \w+)) zu tun|naischt mat (him|hir|dem|der|eis) ze dinn|nada a ver|niente a che fare|non c'entra(no)?|nada que ver)\b/,
  /\b(found|finds) nothing\b/,
  /\b(pipes?|wiring|installation|circuits?|plumbing) (is|are|was|were) (fine|ok|okay|in order|not the (issue|problem))\b/,
  /\bno (pipe|cable|leak)s? (runs?|there|anywhere)\b/,
  /\b(is|are|was|were|has been|have been) (all |already )?(done|sorted|finished|redone)\b/,
  /\balready (\w+ )?(checked|tested|done|fixed|replaced|redone|fitted|installed|connected|laid|mounted|wired|put in)\b/,
  /\b(it'?s|its|it is|it was) not the\b/,
  /\b(checked|tested|looked at)\b.*\b(fine|ok|okay|in order)\b/,
  /\b(has|have|had) (\w+ )?finished\b/,
  // fr
  /\b(n'est|ne sont|n'etait|n'etaient|c'est) pas (de |du |la |le |les |un |une |son |leur |sa )?(\w+ )?(travail|boulot|domaine|probleme|ressort|rayon|metier|plomberie|tuyaux?|installation|fuite)\b/,
  /\b(rien a redire|rien trouve|rien d'anormal)\b/,
  /\b(installation|tuyauterie) (est|etait) (bonne|en ordre|ok|saine)\b/,
  /\bne s'occupe pas\b/,
  /\bne fait pas (ca|cela|ce genre|les|de)\b/,
  /\baucun tuyau\b/,
  /\bdeja (ete )?(fait|faite|faits|faites|refait|refaite|refaits|termine|terminee|verifie|verifiee|controle|change|raccorde|branche|installee?s?|posee?s?|montee?s?|remplacee?s?)\b/,
  /\b(a|ont) (deja )?ete (posee?s?|installee?s?|montee?s?|raccordee?s?|remplacee?s?|refaite?s?) par\b/,
  /\b(est|sont|etait) (deja )?(termine|terminee|termines|fini|finie|finis|en ordre)\b/,
  /\b(a|ont) (deja )?(fini|termine)\b/,
  /\b(a|ont) deja (prepare|preparee?s?|passe|tire|tires)\b/,
  // de
  /\bnicht (sein|ihr|mein|unser)e?s? (arbeit|sache|problem|bereich|job|ding|gebiet)\b/,
  /\b(nicht zustandig|nichts gefunden)\b/,
  /\b(installation|leitungen|rohre|stromkreise) (sind|ist|seien|sei|waren|war) (in ordnung|ok|okay)\b/,
  /\b(an der (installation|leitung)|an den (leitungen|rohren)) ist nichts\b/,
  /\b(kein|keine) (rohr|leitung|wasserleitung|leck)\b/,
  /\b(sind|seien|ist|sei) (es )?nicht die (leitungen|rohre)\b/,
  /\bwill das nicht\b/,
  /\b(schon|bereits) (\w+ ){0,3}(gemacht|erledigt|fertig|erneuert|gepruft|kontrolliert|verlegt|angeschlossen|installiert|montiert|eingebaut|ausgetauscht)\b/,
  /\b(ist|sind|war|waren|sei|seien) (alles )?(in ordnung|erledigt|fertig)\b/,
  /\bhat (schon|bereits) (\w+ ){0,3}vorbereitet\b/,
  // lb
  /\bnet (sain|sai|seng|hir|eis|main|mai)e?s? (aarbecht|saach|problem|beraich|job|gebitt)\b/,
  /\b(leitungen|installatioun|reier) (sinn|ass|wieren|wier|waren) an der rei\b/,
  /\b(un der installatioun ass naischt|naischt fonnt)\b/,
  /\b(kee|keng) (rouer|leitung|leck)\b/,
  /\bnet d (leitungen|reier|rouer)\b/,
  /\bwell dat net\b/,
  /\bdat mecht (hien|hatt|si|se) (awer )?net\b/,
  /\b(schonn|scho|bereet) (\w+ ){0,3}(gemaach|faerdeg|gekuckt|kontrolleiert|gepreift|ugeschloss|installeiert|montei?ert|geluecht|verluecht)\b/,
  /\b(ass|sinn|war|waren) (alles )?(an der rei|faerdeg|erleedegt)\b/,
  /\b(ass|sinn|si) (\w+ )?(eriwwer|fort)\b/,
  // pt
  /\bnao (e|era|sao|eram) (o |a |os |as |um |uma )?(\w+ )?(trabalho|area|problema|canos?|instalacao|coisa|fuga|ramo)( dele| dela| deles)?\b/,
  /\b(instalacao|canos|canalizacao) (esta|estao|estava) (boa|bem|bons|em ordem)\b/,
  /\b(nao tem nada|nao encontrou nada)\b/,
  /\bnenhum cano\b/,
  /\bnao quer (tratar|fazer|mexer)\b/,
  /\bja (esta|estao|foi|foram) (\w+ )?(feit[oa]s?|tratad[oa]s?|arranjad[oa]s?|verificad[oa]s?|substituid[oa]s?)\b/,
  /\b(isso|isto|tudo|essa parte) (ja )?(esta|estao) (\w+ )?(tratad[oa]|feit[oa]|pront[oa]|resolvid[oa])\b/,
  /\b(verificou|viu|testou)\b.*\b(esta|estao|estava) (tudo )?(bem|em ordem|ok)\b/,
  /\bja (acabou|terminou|fez|arranjou|reparou|acabaram|terminaram|fizeram|arranjaram|repararam|instalou|ligou|montou|colocou|assentou|instalaram|ligaram|montaram|colocaram)\b/,
  // it
  /\bnon (e|era|sono|erano) (il |la |i |le |lo |un |una )?(suo |loro )?(\w+ )?(lavoro|campo|problema|tubi|impianto|roba|competenza|settore)( suo| loro)?\b/,
  /\b(impianto|tubi|tubature) (va|vanno|e|sono) (bene|in ordine)\b/,
  /\b(non ha niente|non ha trovato niente|fa solo)\b/,
  /\bnessun tubo\b/,
  /\bnon vuole (occuparsene|farlo)\b/,
  /\b(e|sono|era|erano) (gia |tutto |tutti )?a posto\b/,
  /\bgia (\w+ ){0,2}(fatt[oaie]|sistemat[oaie]|controllat[oaie]|rifatt[oaie]|montat[oaie]|installat[oaie]|collegat[oaie]|allacciat[oaie]|posat[oaie]|riparat[oaie]|aggiustat[oaie]|sostituit[oaie]|cambiat[oaie]|chius[oaie])\b/,
  /\b(ha|hanno) (gia )?(finito|terminato)\b/,
  // es
  /\bno (es|era|son|eran) (lo suyo|cosa suya|su (trabajo|campo|problema)|(el |la |los |las )?(tuberias|instalacion|fontaneria))\b/,
  /\b(instalacion|tuberias?) (esta|estan|estaba) (bien|en orden)\b/,
  /\b(no tiene nada|no encontro nada)\b/,
  /\bninguna tuberia\b/,
  /\bno quiere (encargarse|hacerlo)\b/,
  /\bno es cosa suya\b/,
  /\bya (esta|estan|estaba) (\w+ )?(hech[oa]s?|arreglad[oa]s?|revisad[oa]s?|cambiad[oa]s?|en orden)\b/,
  /\b(reviso|comprobo|miro)\b.*\b(esta|estan|estaba) (todo )?(bien|en orden)\b/,
  /\bya (dejo|dejaron) (\w+ )?(preparad[oa]s?|hech[oa]s?|list[oa]s?)\b/,
  /\bya (lo |la |los |las |le |les |nos |me )?(hizo|termino|acabo|arreglo|reparo|hicieron|terminaron|acabaron|arreglaron|repararon|instalo|monto|conecto|coloco|puso|pusieron|cambio|cambiaron|instalaron|montaron|conectaron|colocaron)\b/,
]

/**
 * Work told as done ("already fitted", "hu mer selwer gestrach", "isso está tratado", "ya las hizo"):
 * the trades a clause of it names with a strong word are behind the customer (understand.ts), even
 * when no tradesperson is named.
 */
const WORK_DONE: readonly RegExp[] = [
  /\balready (\w+ ){0,2}(done|finished|fitted|installed|laid|painted|connected|sorted|poured)\b|\b(is|are) (all |finally |now )?(done|sorted|finished)\b/,
  /\bdeja (ete )?(fait|faite|faits|faites|termine|terminee|pose|posee|posees|installe|installee|peint|peinte|regle)\b|\b(est|sont) (deja |enfin |finalement )?(fait|faite|faits|faites|termine|terminee|terminees|regle)\b/,
  /\b(schon|bereits) (\w+ ){0,3}(gemacht|erledigt|fertig|gestrichen|verlegt|installiert|montiert|angeschlossen|eingebaut)\b|\b(ist|sind) (schon |bereits |endlich )?(erledigt|fertig)\b/,
  /\b(schonn|scho|bereet) (\w+ ){0,3}(gemaach|faerdeg|gestrach|montei?ert|ugeschloss|installeiert|geluecht)\b|\b(ass|sinn|si) (scho |schonn |endlech )?(erleedegt|faerdeg)\b/,
  /\bja (esta|estao|foi|foram) (\w+ )?(feit|tratad|pront|acabad|montad|instalad|pintad)[oa]s?\b|\bja (fez|fizeram|acabou|terminou|montou|instalou|pintou)\b|\b(esta|estao) (\w+ )?(tratad[oa]s?|pront[oa]s?|acabad[oa]s?|terminad[oa]s?|concluid[oa]s?)\b/,
  /\bgia (\w+ )?(fatt[oaie]|finit[oaie]|montat[oaie]|installat[oaie]|dipint[oaie]|posat[oaie])\b|\b(e|sono) (finalmente |ormai )?(finit[oaie]|terminat[oaie]|conclus[oaie])\b/,
  /\bya (esta|estan) (\w+ )?(hech[oa]s?|list[oa]s?|terminad[oa]s?)\b|\bya (hizo|hicieron|termino|terminaron|monto|instalo|pinto)\b|\b(esta|estan) (por fin |ya )?(terminad[oa]s?|acabad[oa]s?)\b/,
  PROBLEM_SOLVED,
  // Renovated already: "the hotel has renovated its rooms", "hat die Zimmer renoviert", "hemos reformado el local"
  // (not "redone", "refait": said of work that has since gone wrong).
  /\b(have|has|had|we've|they've) (\w+ ){0,3}(renovated|refurbished)\b/,
  /\b(avons|a|ont|avions|avait) (\w+ ){0,3}(renove|renovee|renoves|renovees)\b/,
  /\b(hat|haben|habe|hatten|hatte) (\w+ ){0,4}(renoviert|saniert)\b/,
  /\b(hu|hunn|huet|hat) (\w+ ){0,4}renovei?ert\b/,
  /\b(renovamos|remodelamos|reformamos|renovou|remodelou)\b/,
  /\b(abbiamo|ha|hanno) (\w+ ){0,3}(ristrutturat[oaie]|rinnovat[oaie])\b/,
  /\b(hemos|ha|han) (\w+ ){0,3}(reformado|renovado)\b/,
  // Done by ourselves: "we painted it ourselves", "hu mer selwer gestrach", "l'abbiamo fatto da soli"
  /\b(did|done|painted|laid|fitted|built|installed|poured|wired|tiled)\b.*\b(ourselves|myself)\b/,
  /\b(avons|ai|avions|avais) (\w+ ){0,4}(nous-memes|nous memes|nous meme|moi-meme|moi meme)\b/,
  /\b(haben|habe|hatten|hatte) (wir|ich) (\w+ ){0,4}(selbst|selber)\b/,
  /\b(hu|hunn|hun|hat|haten) (mer|mir|ech) (\w+ ){0,4}selwer\b/,
  /\b(fizemos|pintamos|montamos|fiz|pintei|montei) (\w+ ){0,3}(nos mesmos|nos proprios|eu mesm[oa]|eu propri[oa])\b/,
  /\b(abbiamo|ho) (\w+ ){0,3}(noi stessi|da soli|da sola|da solo|io stess[oa])\b/,
  /\b(hicimos|pintamos|montamos|hice|pinte|monte) (\w+ ){0,3}(nosotros mismos|por nuestra cuenta|yo mism[oa])\b/,
  // …or will be: "the lawn we'll do ourselves", "den Rasen machen wir selbst", "eso lo haremos nosotros mismos"
  /\b(we'll|we will|i'll|i will|we're going to|we can) do (\w+ ){0,3}(ourselves|myself)\b/,
  /\b(ferons|ferai|allons faire|vais faire) (\w+ ){0,3}(nous-memes|nous memes|moi-meme|moi meme)\b/,
  /\b(machen|mache|erledigen|ubernehmen) (wir|ich) (\w+ ){0,3}(selbst|selber)\b/,
  /\b(faremos|fazemos|vamos fazer|farei) (\w+ ){0,3}(nos mesmos|nos proprios|eu mesm[oa])\b/,
  /\b(faremo|facciamo|faro|faccio) (\w+ ){0,3}(noi stessi|da soli|da sola|da solo|io stess[oa])\b/,
  /\b(haremos|hacemos|vamos a hacer|hare) (\w+ ){0,3}(nosotros mismos|por nuestra cuenta|yo mism[oa])\b/,
  /\b(maachen|maache|man|mache) (mer|mir|ech) (\w+ ){0,3}selwer\b/,
  // The photos taken by the family: "o meu filho pode tirar as fotos", "le foto le facciamo noi", "my son can take the
  // pictures".
  /\b(my|our) (son|daughter|wife|husband|partner) (can |will |could )?(take|do) the (photos|pictures)\b/,
  /\b(mon fils|ma fille|mon mari|ma femme) (peut |va |pourra )?(faire|prendre) les photos\b|\bles photos,? (je|on|nous) les (fait|fais|ferons|ferai|prend|prendrons)\b/,
  /\bdie fotos (macht|mache|machen) (mein|meine|ich|wir|unser|unsere)\b/,
  /\bd'fotoen (mecht|maachen|maache) (mai|meng|ech|mir|eise|eis)\b/,
  /\b(o meu filho|a minha filha|o meu marido|a minha mulher|eu|nos) (pode |podemos |vai |posso |proprio )?(tira|tirar|tiro|tiramos|faz|fazer|faco|fazemos) as fot\w*/,
  /\ble foto le (facciamo|faccio|fa|fara|faremo) (noi|io|mio|mia)?/,
  /\blas fotos las (hace|hago|hacemos|hara|haremos) (mi|yo|nosotros)?/,
]
const CLAUSE_BREAK = /,\s*/

/**
 * A part of the work that someone else already takes care of ("for the network, our IT people take care of that", "le
 * câblage, c'est notre prestataire qui s'en charge"): what the sentence says before it, back to a "but", is done,
 * unless that someone is who the customer is looking for ("je cherche quelqu'un qui s'en occupe").
 */
const HANDLED_BY_OTHERS = new RegExp(
  String.raw`\b(?:${[
    'takes? care of (?:it|that|this|those)|(?:is|are|will be) (?:handled|taken care of|covered) by',
    "s'en (?:occupe|occupent|occupera|occuperont|charge|chargent|chargera|chargeront)",
    'kummer[nt] sich (?:\\w+ )?(?:darum|drum)|ubernimmt das|ubernehmen das',
    'kemmer(?:t|en) sech (?:\\w+ )?(?:dorem|drem|derem)|iwwerhuelen? dat',
    '(?:trata|tratam|vai tratar|cuida|cuidam) (?:disso|disto|dessa parte)',
    'se ne (?:occupa|occupano|occupera|occuperanno)',
    '(?:se encarga|se encargan|se encargara|se ocupa|se ocupan) (?:de eso|de esto|de esa parte)',
    // "that, our roofer does": "dat mécht eisen Dachdecker", "das macht unser Dachdecker", "our builder does that"
    '(?:dat|dee|dei) (?:mecht|maacht|man) (?:eisen|eis|mai|main|meng|de|den|d) [\\w-]+',
    '(?:das|den|die) (?:macht|machen|erledigt|erledigen) (?:unser|unsere|mein|meine|der|die) [\\w-]+',
    '(?:our|my) (?:\\w+ ){1,2}(?:does|will do|is doing|did) (?:that|it|this)',
  ].join('|')})\b`,
)
/** Said not to do it after all: "dat mécht hien net méi". */
const NOT_AFTER = /^(?: [\w']+){0,2} (?:net|nicht|not|pas|nao|non|no)\b/
/**
 * Words of a customer looking for someone, or asking who: "the one who takes care of it" is then who they want.
 */
const TO_FIND = new RegExp(
  String.raw`\b(?:${[
    'who|wer|wien|quem|chi|quien',
    'looking for|need|needs|find|someone|somebody|anyone|company|firm|professional',
    "cherche|cherchons|recherche|besoin|faut|trouver|quelqu'un|quelquun|qqn|entreprise|societe|professionnel|artisan",
    'suche|suchen|brauche|brauchen|jemand|jemanden|firma|fachmann|betrieb',
    'sichen|brauch|eng firma|epuer',
    'procuro|procuramos|preciso|precisamos|alguem|empresa|profissional',
    'cerco|cerchiamo|serve|servirebbe|qualcuno|ditta|impresa|professionista',
    'busco|buscamos|necesito|necesitamos|alguien|profesional',
  ].join('|')})\b`,
)

/** The part of a sentence that someone else takes care of (HANDLED_BY_OTHERS), or nothing. */
function handledByOthers(sentence: string): string[] {
  const handled = HANDLED_BY_OTHERS.exec(sentence)
  if (!handled) return []
  const before = sentence.slice(0, handled.index + handled[0].length)
  const from = Math.max(
    0,
    ...[...before.matchAll(new RegExp(CONTRADICTED.source, 'g'))].map(
      (contrast) => contrast.index + contrast[0].length,
    ),
  )
  const part = before.slice(from)
  return TO_FIND.test(part) || NOT_AFTER.test(sentence.slice(before.length)) ? [] : [part]
}

/**
 * Work done that has since gone wrong, said in the same clause ("the oak floor we laid ourselves has risen in a hump",
 * "den Hahn haben wir selbst montiert, jetzt tropft er"): that work is wanted again.
 */
const WENT_WRONG =
  /\b(risen|lifted|buckled|bulging|cracked|come loose|coming off|peeling|leaks|leaking|souleve|fissure|decolle|fuit|gewolbt|hochgekommen|gerissen|lost sich|undicht|tropft|levantou|rachou|descolou|pinga|sollevato|crepato|si stacca|perde|levantado|agrietado|se despega|gotea)\b/

/**
 * The clauses of a part that tell work done (WORK_DONE), unless by someone now gone (GONE_LATER) or gone wrong since
 * (WENT_WRONG): that work is wanted again.
 */
const clausesDone = (part: string) =>
  part
    .split(CLAUSE_BREAK)
    .filter(
      (clause) =>
        WORK_DONE.some((done) => done.test(clause)) && !GONE_LATER.test(clause) && !WENT_WRONG.test(clause),
    )

/**
 * The thing a trade works on, said to work ("la serrure elle-même fonctionne très bien", "die Maschine
 * selbst läuft einwandfrei", "the lock itself is fine"): that trade is ruled out in its sentence.
 */
const THING_WORKS: Partial<Record<CategorySlug, RegExp>> = {
  // Not "the rest of the roof is fine": one part of it still needs work.
  roofing:
    /(?<!(?:rest of (?:the |our )?|reste (?:du |de la )|rest (?:des |vom )|resto do |resto del |resto de ))\b(roof|toit|toiture|dach|daches|daach|telhado|tetto|tejado)\b/,
  locksmith:
    /\b(lock|locks|cylinder|serrure|cylindre|schloss|zylinder|fechadura|serratura|cerradura|bombin)\b/,
  'appliance-repair':
    /\b(machine|appliance|washing machine|dishwasher|lave-linge|lave-vaisselle|maschine|waschmaschine|spulmaschine|geschirrspuler|maquina|lavatrice|lavastoviglie|lavadora|lavavajillas)\b/,
}
/** A rental deposit, the usual start of a dispute with a landlord. */
const DEPOSIT = '(?:kautioun|kaution|deposit|caution|cauzione|fianza|caucao|depot de garantie)'
/**
 * The trade's work said not to be what is wanted ("não é para limpar, é mesmo só companhia", "pas pour le
 * ménage", "not for cleaning"; a dispute declined: "I'd rather not fight about it", "keinen Streit", "the
 * deposit is settled with the agency"): that trade is ruled out.
 */
const WORK_NOT_WANTED: Partial<Record<CategorySlug, RegExp>> = {
  cleaning:
    /\b(?:not|nao e|nao|pas|nicht|net|non|no es|no)\s+(?:for|to|para|pour|zum|fir ze|fir|per|a)\s+(?:(?:the|le|la|les|o|a|as|os|das|le|il|lo|el|faire le|fazer a)\s+)?(?:clean|cleaning|limpar|limpeza|menage|nettoyage|putzen|saubermachen|botzen|pulire|pulizie|limpiar|limpieza)\b/,
  legal: new RegExp(
    [
      String.raw`\b(?:rather not|don't want to|dont want to|do not want to|not going to|no need to)\s+(?:fight|argue|dispute|quarrel|go to court|sue)\b`,
      String.raw`\b(?:pas|plutot pas|ne veux pas)\s+(?:me |nous )?(?:disputer|battre|facher|aller au tribunal|aller en justice)\b`,
      String.raw`\bpas de (?:dispute|conflit|proces|litige)\b`,
      String.raw`\b(?:keinen|kein|keine)\s+(?:streit|arger|rechtsstreit|prozess)\b|\bnicht\s+(?:streiten|vor gericht)\b`,
      String.raw`\b(?:kee|keen|keng)\s+(?:strait|streit|prozess)\b|\bnet\s+(?:streiden|straiden)\b`,
      String.raw`\b(?:non voglio|senza)\s+(?:litigare|fare causa|andare in tribunale)\b`,
      String.raw`\b(?:no quiero|sin)\s+(?:pelear\w*|pleitos?|juicios?|ir a juicio)\b`,
      String.raw`\b(?:nao quero|sem)\s+(?:problemas|brigas?|guerras?|ir a tribunal|processos?)\b`,
      // The deposit already settled, by the customer or with the agency.
      String.raw`\b${DEPOSIT}\b.*\b(?:regelen|geregelt|regele|regle|reglee|settled|sorted|handled|resolvido|resuelto|risolto|sistemato|arreglado)\b`,
    ].join('|'),
  ),
}

/** "But" in the seven languages: what follows it takes back what came before. */
const BUT = '(?:but|however|aber|awer|mee|mais|mas|ma|pero)'
/** "Meine Frau will keinen Streit, aber ich…". */
const BUT_AFTER = new RegExp(`(?:^|[\\s,])${BUT}\\b`)

function notWanted(sentence: string, work: RegExp): boolean {
  const found = work.exec(sentence)
  return found !== null && !BUT_AFTER.test(sentence.slice(found.index + found[0].length))
}

/** Said to work, after the thing and up to two words ("elle-même", "itself"): "läuft" and "marche" only with how well. */
const WORKS =
  /^(\s+\S+){0,2}?\s+(works|is working|is fine|runs fine|is in (perfect|good|fine) (condition|order|shape)|est en (parfait|bon|tres bon) etat|ist in (einwandfreiem|gutem|bestem|tadellosem) zustand|esta em (perfeito|bom) estado|e in (perfetto|buono|ottimo) stato|esta en (perfecto|buen) estado|fonctionne|marche (bien|tres bien|parfaitement|normalement)|funktioniert|lauft (einwandfrei|gut|normal|problemlos|tadellos)|leeft (gutt|normal|einwandfrai)|funciona|funziona|va bene|esta boa|esta bem|esta bien|esta bom|e a posto|is ok|is good|est bon|ist gut|ist in ordnung|ass gutt|ass an der rei)\b/

/** Whether the sentence says the trade's thing works. */
function thingWorks(sentence: string, thing: RegExp): boolean {
  const found = thing.exec(sentence)
  if (!found) return false
  const end = found.index + found[0].length
  return WORKS.test(sentence.slice(end, end + 40))
}

/**
 * A tradesperson the customer already has ("we already have a plumber", "Elektriker haben wir
 * schon", "il falegname li abbiamo già"): ruled out like a trade done, but not solar: "the panels
 * we already have" is what a battery or a repair is for.
 */
const ALREADY_HAVE: readonly RegExp[] = [
  /\b(we|i) (already )?have (a|an|the|our|my) \w+ (already|for)\b/,
  /\balready have (a|an|the|our|my)\b/,
  /\bon a deja (un|une|le|la|les|notre)\b/,
  /\b(haben|hatten|habe) wir (schon|bereits)\b/,
  /\b(hu|hunn|hun) mir (schonn|scho|bereet)\b/,
  /\bja temos\b/,
  /\b(li|lo|la|le|l) (abbiamo|ho) gia\b(?! \w+(at[oaie]|it[oaie]|ut[oaie]|lt[oaie]|ert[oaie])\b)/,
  /\bya tenemos (a |un |una |el |la )/,
]
const ALREADY_HAVE_EVERY_MATCH = ALREADY_HAVE.map((had) => new RegExp(had.source, 'g'))
const HAD_NOT_RULED_OUT: ReadonlySet<CategorySlug> = new Set(['solar'])
/** Words at most between the tradesperson's name and "already have": "Elektriker haben wir schon", "we already have a plumber". */
const HAD_WITHIN_WORDS = 2

/**
 * Whether the name at [start, end) of the sentence is what the customer already has; in "Maler gesucht…,
 * die Farbe haben wir schon" it is the paint they have, and the painter is asked for.
 */
function hadAt(sentence: string, start: number, end: number): boolean {
  const wordsBetween = (from: number, to: number) =>
    sentence.slice(from, to).split(/\s+/).filter(Boolean).length
  return ALREADY_HAVE_EVERY_MATCH.some((had) => {
    for (const match of sentence.matchAll(had)) {
      const matchEnd = match.index + match[0].length
      if (start < matchEnd && end > match.index) return true
      if (end <= match.index && wordsBetween(end, match.index) <= HAD_WITHIN_WORDS) return true
      if (matchEnd <= start && wordsBetween(matchEnd, start) <= HAD_WITHIN_WORDS) return true
    }
    return false
  })
}
/** Solar's names are the panels' ("our solar panels have stopped"), not a tradesperson's: never merely involved. */
const NEVER_INVOLVED: ReadonlySet<CategorySlug> = new Set(['solar'])

/**
 * "Only … left" ("jetzt fehlt nur noch", "il ne reste plus qu'à", "manca solo", "all that's left is"):
 * the work told before it is done, the need comes after it.
 */
const ONLY_LEFT =
  /\b(all (that'?s|that is) left|only (\w+ )?(left|missing|remaining)|(il ne|ne) (reste|manque) (plus )?(que|qu'a)|il (reste|manque) (encore|plus que|seulement|juste)|(fehlt|fehlen) (\w+ )?(nur|bloss)( noch)?|(feelt|feelen) (just|nach|nemmen)|(so|agora so|agora) (falta|faltam)|falta(m)? (so|apenas)|mancan?o? (solo|soltanto|ancora)|solo (nos |me )?(falta|faltan|queda|quedan))\b/

/** A full stop, but not the one inside a number ("2.400 Euro"). */
const SENTENCE_BREAK = /(?:(?<!\d)\.|\.(?!\d)|[!?;:\n])+/

/**
 * Someone of a trade already involved: the subject of what they did, said or will do ("the plumber
 * connected the sink yesterday", "der Maler will erst streichen, wenn…", "un vecino que es pintor me
 * dijo…", "laut dem Installateur"), or the customer's own trade ("I'm a self-employed roofer", "sono
 * traduttore", "tengo una empresa de mudanzas"). Weaker than a trade ruled out: the decision looks
 * among the other trades first, and comes back to it when the message names no other (understand.ts).
 */
const INVOLVED_DETERMINER =
  /(?:^|[\s(])(?:(?:the|our|my|his|her|their|le|la|notre|mon|ma|leur|der|die|den|dem|unser|unsere|unserem|unseren|mein|meine|meinem|de|eise|eisen|main|o|nosso|nossa|meu|minha|il|lo|nostro|nostra|mio|mia|el|nuestro|nuestra|mi|who is an?|who's an?|qui est|que es|que e|che e|che fa il)\s+(?:(?!(?:an?|une?|eine?|e|eng|um|uma|una|uno|de|da|di|du)\s)[\p{L}'-]+\s+)?|l'|d')$/u
const REPORTED_VERBS = [
  // en
  "said|says|told|tells|came|comes|was|were|has|had|did|does|will|won't|wont|wants|wanted|needs|asked|asks|offered|proposed|quoted|refused|refuses|recommended|recommends|suggested|suggests|advised|connected|fitted|installed|finished|checked|looked|moved|replaced|laid|painted|left|thinks|thought|reckons|doesn't|didn't|can't|couldn't|already|only|insists|found|noticed|explained|warned|mentioned|is coming|is booked|isn't",
  // fr
  "avait|aura|etait|sera|dit|disait|m'a|nous a|veut|voulait|passe|passera|viendra|vient|ne|n'a|n'est|refuse|conseille|recommande|propose|proposait|pense|trouve|deja|insiste|estime|affirme|explique|prefere",
  // de, lb
  'hat|hatte|war|sagt|sagte|meint|meinte|will|wollte|kommt|kam|wird|erst|schon|bereits|empfiehlt|empfahl|riet|findet|fand|konnte|lehnt|weigert|behauptet|huet|seet|sot|mengt|wellt|koum|waert|schonn|fonnt',
  // pt
  'disse|diz|dizia|veio|vem|vinha|fez|acha|achou|quer|queria|vai|foi|esteve|ligou|montou|instalou|acabou|terminou|recusou|aconselhou|recomendou|recomenda|ofereceu|propos|sugeriu|mudou|trocou|verificou|viu',
  // it
  'dice|diceva|detto|ha|aveva|era|viene|verra|vuole|voleva|consiglia|propone|sostiene|gia|pensa',
  // es
  'dijo|dice|decia|ya|vino|viene|vendra|hizo|quiere|queria|cree|recomienda|recomendo|aconseja|aconsejo|ofrecio|propuso|habia|estuvo|reviso|miro|cambio|instalo|termino|acabo|esta',
].join('|')
/** "who rewired the house last year", "der letztes Jahr bei uns war,", "qui fait l'entretien": a relative clause after the name. */
const RELATIVE_CLAUSE = String.raw`(?:,?\s+(?:who|that|qui|der|die|dee|dei|wo|que|che)(?:\s+[\p{L}'-]+){1,8}?,?)`
/**
 * What someone named did, said or will do, after their name: short verbs ("a", "e", "ist") right after
 * it (or its relative clause) only; longer ones after up to `between` words.
 */
const reportedAfter = (between: number) =>
  new RegExp(
    `^[\\p{L}'-]*${RELATIVE_CLAUSE}?\\s+(?:(?:a|e|ja|ist|ass|es|est|no|nao|non|ne)\\b|(?:[\\p{L}'-]+\\s+){0,${between}}?(?:${REPORTED_VERBS}))\\b`,
    'u',
  )
const REPORTED_AFTER = reportedAfter(2)
/**
 * The customer's own person of a trade who takes care of part of the job ("our IT guy will handle the computers",
 * "notre informaticien s'occupe des serveurs", "nuestro informático se encarga de…"): involved, the rest is asked
 * for. Only with "our" or "my": "whether the removal firm takes care of the paperwork" asks about the firm hired.
 */
const OWN_PERSON_BEFORE =
  /(?:^|\s)(?:our|my|notre|mon|ma|unser|unsere|mein|meine|eisen|eis|mai|main|nosso|nossa|meu|minha|nostro|nostra|mio|mia|nuestro|nuestra|mi)\s+(?:[\p{L}'-]+\s+)?$/u
const TAKES_CARE_AFTER =
  /^[\p{L}'-]*\s+(?:[\p{L}'-]+\s+){0,2}?(?:handles|will handle|is handling|takes care|will take care|looks after|deals with|s'occupe|s'occupera|s'en occupe|gere|gerera|kummert|ubernimmt|kemmert|trata|cuida|encarrega|occupa|occupera|encarga|encargara|ocupa|ocupara)\b/u
/** A tradesperson who opens the sentence with "a" ("Un carpintero nos ofreció…", "Ein Maurer aus dem Dorf hat…"): someone who came. */
const INDEFINITE_SUBJECT_BEFORE = /^\s*(?:an?|une?|ein|eine|um|uma|una?|uno|en|eng|e)\s+$/
const REPORTED_AFTER_SUBJECT = reportedAfter(3)
/** "According to the plumber", "sagt der Maler", "selon notre électricien": the verb before. */
const REPORTED_BEFORE =
  /(?:^|\s)(?:sagt|sagte|meint|meinte|hat|hatte|will|wollte|kommt|kam|seet|sot|mengt|huet|laut|selon|d'apres|segundo|secondo|segun|according to)\s+(?:der|die|dem|den|unserem|unsere|unser|meinem|mein|de|eisem|le|la|l'|notre|o|a|il|lo|l|el|the|our|my)\s*(?:\S+\s+)?$/
/** The customer's own trade: "I'm a (self-employed) roofer", "je suis couvreur", "soy fotógrafa". */
const OWN_TRADE_BEFORE =
  /(?:^|\s)(?:(?:i work|trabalho|je travaille|ich arbeite|lavoro|trabajo)(?:\s+\S+){1,5}\s+(?:as|como|comme|als|come)|(?:on est|nous sommes|we are|we're|wir sind|somos|siamo) (?:une? |an? |ein |eine |um |uma |una? )?(?:petite |small |kleines |pequena |pequeno |piccola )?(?:equipe|team|equipa|equipo|squadra) (?:de|d'|of|von|di)|on est|i'm|im|i am|we're|we are|i work as|je suis|nous sommes|je travaille comme|ich bin|wir sind|ich arbeite als|ech sinn|ech si|mir sinn|sou|trabalho como|sono|siamo|lavoro come|faccio il|faccio la|soy|somos|trabajo como)\s+(?:(?:an?|une?|eine?|einen|e|eng|um|uma|una?|uno)\s+)?(?:(?:selwer|selbst|myself|moi-meme|self-employed|self employed|freelance|independent|independant|independante|selbststandiger?|selbstandiger?|autonomo|autonoma|independente|qualified|retired|young|jeune|junger?|giovane|joven|jovem|small|petite?|kleiner?)\s+){0,2}$/
/** The customer's own firm: "we run a small removals company", "tengo una empresa de mudanzas". */
const OWN_FIRM_BEFORE =
  /(?:^|\s)(?:i have|we have|i run|we run|i own|we own|j'ai|nous avons|je dirige|ich habe|wir haben|tenho|temos|ho|abbiamo|gestisco|tengo|tenemos|hunn|hu|my|our|mon|notre|ma|meine?|unsere?|minha|nossa|mia|nostra|nuestra|eis|main)\s+(?:(?:an?|une?|eine?|um|uma|una?|e|eng)\s+)?(?:\S+\s+)?(?:business|company|firm|workshop|entreprise|societe|atelier|firma|betrieb|werkstatt|empresa|oficina|impresa|ditta|officina|taller|agence|agency)(?:\s+(?:de|d'|di|da|du|of))?\s*$/

/** People besides the customer, folded, in the seven languages (friends, colleagues and relatives as the place finder has them). */
const OTHER_PEOPLE = [
  ...FRIENDS_AND_COLLEAGUES,
  ...RELATIVES,
  ...['landlord', 'landlady', 'neighbours?', 'neighbors?', 'everyone', 'everybody', 'syndic'],
  ...['proprietaire', 'voisins?', 'voisine', 'tout le monde', 'vermieter', 'vermieterin', 'nachbarn?'],
  ...['nachbarin', 'hausverwaltung', 'alle', 'noper', 'senhorio', 'senhoria', 'vizinhos?', 'vizinha'],
  ...['proprietario', 'proprietaria', 'padrona', 'padrone', 'vicini', 'vicino', 'vicina', 'tutti'],
  ...['casero', 'casera', 'vecinos?', 'vecina'],
  // Spanish for "everyone".
  ...['todos', 'todo el mundo'],
].join('|')
/**
 * A trade someone else suggests, and the customer then contradicts ("my husband wants to call a mason,
 * but I'd rather know our rights", "d'Schwëster mengt, ech sollt e Plättler kommen loossen, mee…"):
 * another person before the trade's name in its sentence, a "but" after it.
 */
const SOMEONE_ELSE = new RegExp(`(?:^|\\s)(?:${OTHER_PEOPLE})\\b`)
/**
 * Someone else who is of the trade: "my brother-in-law is an electrician", "o meu cunhado é
 * eletricista", or the trade right after the person ("une amie photographe", "una amiga fotógrafa").
 */
const SOMEONE_ELSE_IS = new RegExp(
  `(?:^|\\s)(?:${OTHER_PEOPLE})\\b(?:,?\\s+(?:who's|who is|qui est|der ist|die ist|que es|que e|che e)\\s+(?:(?:an?|une?|eine?|en|e|eng|um|uma|una?|uno)\\s+)?|\\s+(?:(?:\\S+\\s+)?(?:is|est|ist|ass|e|es|sont|sind|sinn|sao|sono|son)\\s+(?:(?:an?|une?|eine?|en|e|eng|um|uma|una?|uno)\\s+)?)?)$`,
)
const CONTRADICTED =
  /\b(?:but|mais|aber|awer|mee|mas|ma|pero|sondern|however|cependant|pourtant|jedoch|porem|tuttavia|sin embargo)\b/
/**
 * …or the customer's next sentence opens by contradicting it: "The landlord says to get a painter in.
 * But…", "El vecino dice que es cosa del electricista. Yo creo que es la bomba", "Io credo serva…".
 */
const CONTRADICTED_NEXT = new RegExp(
  `^\\s*(?:${[
    'but|however|mais|pourtant|cependant|aber|jedoch|awer|mee|mas|porem|ma|pero|tuttavia|sin embargo',
    'i (?:really |rather )?(?:think|believe)|je (?:pense|crois) plutot|moi je (?:pense|crois)|ich (?:glaube|denke|meine) eher|ech mengen|ech denken|eu acho|eu penso|io (?:credo|penso)|yo creo|yo pienso',
    // "Je pense que l'eau vient de dehors", "Ich glaube nicht, dass das hält", "Secondo me…", "J'aimerais quand même…"
    "je (?:pense|crois) que|ich glaube|ich denke|ech gleewen|secondo me|acho que|creo que|i doubt|(?:j'aimerais|je voudrais|je prefere) quand meme",
  ].join('|')})\\b`,
)

/** …or the trade's own name for a firm: "we run a small removal company", "unser Malerbetrieb". */
const OWN_FIRM_NAMED_BEFORE =
  /(?:^|\s)(?:(?:i|we) (?:have|run|own)|our|my|notre|mon|unser|unsere|unseren|mein|meinen)\s+(?:(?:an?|une?|eine?|einen)\s+)?(?:(?:small|little|family|petite?|kleinen?|kleiner)\s+)?$/
const FIRM_AFTER =
  /^[\p{L}'-]*?(?:betrieb|firma|unternehmen|werkstatt)\b|^[\p{L}'-]*\s+(?:company|firm|business|agency|workshop|entreprise|atelier)\b/u

/**
 * A tradesperson the customer says they do not want or need, right before the name: "wir suchen keinen
 * Maurer, sondern…", "we don't need a builder", "on ne cherche pas un maçon", "não precisamos de um
 * pedreiro", "non cerchiamo un muratore", "no buscamos un albañil". Only that name is ruled out: what
 * follows ("sondern einen Anwalt") is still asked for.
 */
const NOT_WANTED_BEFORE =
  /(?:^|\s)(?:keinen|keine|kein|keen|keng|(?:don't|dont|do not|doesn't|does not|not) (?:need|want|looking for|searching for|after) (?:an?|any|the)|no need for (?:an?|any)|(?:ne|n') ?(?:cherche|cherchons|cherchent|veux|voulons|faut|demande|demandons)s? pas (?:d'un |d'une |de |d'|un |une |le |la )?|pas besoin (?:d'un |d'une |de |d')|nao (?:precis\w+|quer\w+|procur\w+) (?:de )?(?:um |uma |o |a )?|non (?:ci )?(?:serve|servono|cerchiamo|cerco|vogliamo|voglio) (?:un |una |uno |il |la |l')?|no (?:necesit\w+|busc\w+|quer\w+) (?:a )?(?:un |una |el |la )?)\s*$/

/** Someone of the trade the customer has and will see: "ya lo veré con mi abogado", "avec mon avocat", "with our accountant". */
const WITH_OWN_BEFORE =
  /(?:^|\s)(?:with|avec|mit|mat|com|con|col)\s+(?:(?:o|a|il|la|el|the)\s+)?(?:my|our|mon|ma|notre|meinem|meiner|unserem|unserer|mengem|menger|eisem|eiser|meu|minha|nosso|nossa|mio|mia|nostro|nostra|mi|nuestro|nuestra)\s+$/
/** Someone of the trade the customer called in: "we called a plumber", "chamámos um serralheiro", "wir haben einen Elektriker gerufen". */
const CALLED_IN_BEFORE =
  /(?:^|\s)(?:(?:we|i) (?:called|had|got)(?: in)?|(?:on a|j'ai|nous avons) (?:appele|fait venir)|chamamos|chamei|(?:abbiamo|ho) (?:chiamato|fatto venire)|(?:llamamos|llame|hemos llamado|he llamado)(?: a)?)\s+(?:an?|the|une?|le|la|l'|um|uma|o|un|una|uno|il|lo|el)\s*$/
/** …in German and Luxembourgish the verb comes after the name ("wir haben einen Elektriker gerufen"). */
const CALLED_IN_DE_BEFORE =
  /(?:^|\s)(?:wir haben|ich habe|ich hatte|wir hatten|mir hunn|ech hunn|mir haten|ech hat)\s+(?:einen|eine|ein|den|die|en|eng|e|de|d')\s*$/
const CALLED_IN_AFTER =
  /^[\p{L}'-]*\s+(?:\S+\s+){0,2}?(?:gerufen|angerufen|bestellt|beauftragt|kommen lassen|geruff|komme gelooss|bestallt)\b/u
/**
 * A tradesperson who is gone ("our IT guy moved back to Belgium", "notre comptable a pris sa
 * retraite", "der Gärtner antwortet nicht mehr"): the need is the one they met, so their trade is
 * asked for, not merely involved.
 */
const GONE_AFTER = new RegExp(
  `^[\\p{L}'-]*\\s+(?:[\\p{L}'-]+\\s+){0,2}?(?:${[
    "moved (?:back|away|abroad)|retired|has retired|is retiring|will retire|quit|went back|left (?:the country|luxembourg|us)|no longer|stopped (?:working|answering)|doesn't answer|does not answer",
    'est parti|est partie|a pris sa retraite|part a la retraite|va prendre sa retraite|ne repond plus|a demenage',
    'ist in rente|ist in pension|ging in rente|geht in rente|geht in pension|ist weggezogen|antwortet nicht mehr|hat aufgehort|ass an d pensioun|geet an d pensioun|ass fortgeplenne?rt|aentwert net mei',
    'reformou|se reformou|vai reformar-se|vai-se reformar|vai se reformar|foi embora|mudou-se|ja nao responde|deixou de responder',
    'e andato in pensione|e andata in pensione|va in pensione|andra in pensione|se ne e andato|non risponde piu',
    'se jubilo|se ha jubilado|se jubila|se va a jubilar|se fue|se marcho|ya no contesta|ya no responde',
  ].join('|')})\\b`,
  'u',
)

/**
 * …or who left the job undone, later in the same sentence ("a plumber came in March but never came
 * back", "le carreleur a posé la moitié puis il est tombé malade", "o pedreiro desapareceu com o
 * adiantamento"), or who has no time for it ("mein Nachbar ist Maler, hat aber keine Zeit"): the need
 * they came for, or would have met, is still open.
 */
const GONE_LATER = new RegExp(
  `\\b(?:${[
    "never (?:came|come) back|never returned|never showed up|didn't come back|did not come back|disappeared|vanished|passed away|died|fell ill|retired",
    "(?:n'est|ne s'est) (?:jamais|plus) (?:revenu|repasse|montre)|ne (?:reviendra|revient) (?:pas|plus)|a disparu|est tombe malade|est (?:\\w+ )?decede|(?:a pris|prend) sa retraite",
    'kam nie wieder|kam nicht (?:mehr|wieder)|ist nie wieder(?:gekommen)?|nie wieder gesehen|verschwunden|ist (?:\\w+ ){0,2}gestorben|ist krank geworden|ass net mei komm|ass (?:\\w+ ){0,2}gestuerwen|pensioneiert|in (?:rente|pension) gegangen|ass verschwonnen',
    'nunca mais (?:apareceu|voltou|veio)|nao voltou|desapareceu|morreu|ficou doente|reformou-se|se reformou',
    'non (?:e|si e) (?:piu|mai piu) (?:tornato|tornata|fatto vivo|fatta viva|visto|vista)|sparito|sparita|e morto|e morta|si e ammalato|(?:e andato|e andata) in pensione',
    'nunca (?:volvio|mas volvio|aparecio)|no (?:volvio|ha vuelto)|desaparecio|murio|se puso enfermo|se enfermo|se (?:ha )?jubilado|se jubilo',
    // or who no longer answers the phone
    "ne repond plus|(?:doesn't|does not|no longer) answer|geht nicht mehr ans telefon|nimmt nicht mehr ab|hellt (?:den )?telefon net mei of|ja nao atende|nao atende mais|no contesta|ya no contesta|non risponde piu",
    // or who went back home, or cannot come
    "went back|moved back|se (?:ha )?vuelto|volvio a su pais|est (?:reparti|rentre|retourne)e?|zuruckgegangen|ist zuruck nach|ass zreck|zreck (?:an|a|op) [\\p{L}'-]+ gaangen|voltou (?:para|a|ao)|(?:e|se n.e) tornat[oa]|(?:can.t|cannot) come|ne (?:peut|pourra) pas venir|kann nicht (?:mehr )?kommen|nao pode vir|non (?:puo|potra) venire|no (?:puede|podra) venir",
    // or who called it off
    'cancelled|canceled|(?:a|ont) annule|abgesagt|huet ofgesot|cancelou|desmarcou|ha (?:cancellato|disdetto)|cancelo|ha cancelado',
    // or who let the customer down
    'let (?:us|me) down|left (?:us|me) in the lurch|(?:nous|m|les) a laiss\\w* tomber|(?:nous|m) a lache\\w*|hat (?:uns|mich) (?:im stich|hangen) gelassen|huet (?:eis|mech) (?:am stach|hanken) gelooss|deixou-(?:nos|me) (?:mal|pendurad\\w*)|ci ha (?:dato buca|piantat\\w* in asso|lasciat\\w* a piedi)|nos (?:ha )?dejo (?:tirados|plantados)',
    // or whom nobody of the trade can stand in for soon ("the landlord says to call a plumber, but nobody comes before…")
    "(?:nobody|no one|no-one) (?:\\w+ )?(?:can come|could come|will come|comes|is available|has time)|(?:can.t|cannot|couldn.t) find (?:one|anyone|any)|personne (?:ne )?(?:peut venir|pourra venir|vient|viendra|n'est disponible|n'a le temps)|(?:niemand|keiner) (?:kommt|kann kommen|hat zeit)|(?:finde|finden) keinen|keen (?:kennt|ka kommen|huet zait)|ninguem (?:vem|pode vir|tem tempo)|nao (?:encontro|encontramos|consigo encontrar)|nessuno (?:viene|puo venire|ha tempo)|non (?:trovo|troviamo|riesco a trovare)|nadie (?:viene|puede venir|tiene tiempo)|no (?:encuentro|encontramos|consigo encontrar)",
    // or who is in hospital
    "in (?:the )?hospital|a l'hopital|im krankenhaus|am spidol|esta no hospital|in ospedale|en el hospital",
    // or who closed down
    'closed (?:down )?(?:his|her|their) (?:business|shop|studio|firm|company|office|practice|workshop)|a ferme (?:son|sa) (?:entreprise|societe|atelier|studio|boutique|cabinet|magasin)',
    '(?:sein|seine|seinen|ihr|ihre|ihren|sai|seng) (?:geschaft|betrieb|studio|firma|laden|atelier|buro|salon|werkstatt)\\w* (?:geschlossen|zugemacht|dichtgemacht|aufgegeben|zougemaach)',
    'fechou (?:o seu |a sua |o |a )?(?:estudio|empresa|loja|atelier|escritorio|oficina)|ha chiuso (?:il suo |la sua |lo |il |la )?(?:studio|attivita|negozio|ditta|azienda|laboratorio)|cerro (?:su |el |la )?(?:estudio|empresa|negocio|tienda|taller)',
    // or who has no time for it
    "has no time|(?:is|was) too busy|n'a pas le temps|est debord\\w*|hat (?:aber )?keine zeit|ist ausgebucht|huet keng zait|nao tem tempo|non ha tempo|non (?:la|lo|le|li) puo fare|no tiene tiempo|no (?:lo|la) puede hacer",
  ].join('|')})\\b`,
)

/**
 * …or who asked a price the customer finds too high, later in the same sentence ("a photographer wanted
 * 1,200 euros for half a day, that's too much", "un plombier m'a demandé 900 €, c'est trop cher"): the
 * customer wants the same trade, for less.
 */
const PRICED_TOO_HIGH_LATER =
  /(?:\d\s*(?:€|eur\b|euros?\b)|€\s*\d).*\b(?:too much|too expensive|too dear|trop cher|c'est trop|zu viel|zu teuer|ze vill|ze deier|muito caro|caro demais|e demais|troppo caro|e troppo|demasiado caro|muy caro|es demasiado)\b/

/**
 * What someone of a trade did did not hold: "…hat die Rechnung geschickt, aber die Tür schließt immer noch
 * nicht", "mee d'Dier geet nach ëmmer net zou". The same trade is wanted again, not merely involved.
 */
const STILL_WRONG_LATER = new RegExp(
  `\\b${BUT}\\b.*\\b(?:still|toujours|immer noch|noch immer|nach emmer|ainda|ancora|todavia|sigue)\\b`,
)

/**
 * A trade's name that is the work's verb ("tenho de traduzir a sentença": "de" and "a" read like an article and "has"): the
 * work asked for, never someone involved.
 */
const WORK_AS_A_VERB = /^(?:translate|traduzir|tradurre|traducir|traduire|ubersetzen)\b/

/**
 * Whether the trade's name at `index` of the sentence is someone already involved (see above);
 * `next` is the sentence after it.
 */
function involvedAt(sentence: string, index: number, next = ''): boolean {
  const before = sentence.slice(0, index)
  const after = sentence.slice(index)
  if (WORK_AS_A_VERB.test(after)) return false
  if ([GONE_AFTER, GONE_LATER, STILL_WRONG_LATER, PRICED_TOO_HIGH_LATER].some((still) => still.test(after)))
    return false
  return (
    (INVOLVED_DETERMINER.test(before) && REPORTED_AFTER.test(after)) ||
    (INDEFINITE_SUBJECT_BEFORE.test(before) && REPORTED_AFTER_SUBJECT.test(after)) ||
    (OWN_PERSON_BEFORE.test(before) && TAKES_CARE_AFTER.test(after)) ||
    CALLED_IN_BEFORE.test(before) ||
    WITH_OWN_BEFORE.test(before) ||
    (CALLED_IN_DE_BEFORE.test(before) && CALLED_IN_AFTER.test(after)) ||
    REPORTED_BEFORE.test(before) ||
    (SOMEONE_ELSE.test(before) && (CONTRADICTED.test(after) || CONTRADICTED_NEXT.test(next))) ||
    SOMEONE_ELSE_IS.test(before) ||
    OWN_TRADE_BEFORE.test(before) ||
    OWN_FIRM_BEFORE.test(before) ||
    (OWN_FIRM_NAMED_BEFORE.test(before) && FIRM_AFTER.test(after))
  )
}

/**
 * What came before and caused the trouble ("since the heating was replaced, the parquet creaks",
 * "dopo la disinfestazione… i muri sono macchiati"): a clause opened by "since" or "after", up to its
 * comma or to "there are" ("since a guest left there are bed bugs": the bed bugs are the trouble),
 * that names another trade's work. That trade is only involved: the need is what follows.
 */
const CAUSE_CLAUSE =
  /(?:^|\s)(?:since|after|seit|seitdem|nach dem|nach der|zenter|zanter|depuis|apres|desde|depois d[aoe]s?|da quando|dopo|despues de)\s(?:(?!(?:there|theres|es gibt|et gett|il y a|hay|c'e|ci sono)\b)[^,\s]+\s*)+/g
const CAUSE_THINGS: Partial<Record<CategorySlug, RegExp>> = {
  renovation:
    /\b(renovation\w*|renovierung\w*|umbau\w*|bauarbeiten|travaux|works|building work|obras|reforma\w*|reformaron|lavori|ristrutturazion\w*)\b/,
  heating:
    /\b(\w*heizung\w*|\w*warmepump\w*|\w*warmepomp\w*|chaudiere|pompe a chaleur|heat pump|boiler|caldeira|bomba de calor|caldaia|pompa di calore|caldera)\b/,
  // A power cut the trouble came after ("seit dem Stromausfall druckt die Kasse nicht mehr").
  electrical:
    /\b(power cut|power outage|blackout|stromausfall|stroumausfall|coupure de courant|coupure d'electricite|panne de courant|corte de luz|corte de energia|falta de luz|interruzione di corrente|mancanza di corrente|apagon)\b/,
  // Cleaning that did harm ("since the neighbour pressure-washed the panels", "depuis que le voisin a nettoyé
  // le toit au Kärcher"): the harm is what is asked about.
  cleaning:
    /\b(pressure[- ]wash\w*|power[- ]wash\w*|jet[- ]wash\w*|karcher\w*|hochdruckreiniger\w*|nettoyeur haute pression|hidrolimpiadora|idropulitrice|cleaned|nettoye\w*|gereinigt|geputzt|gebotzt|limpou|limpiaron|limpio|pulit[oaie])\b/,
  // A move the trouble came after ("seit dem Umzug verliert die Waschmaschine Wasser"): the move is over.
  moving: /\b(umzug|move|moving|demenagement|mudanca|trasloco|mudanza|plenneren)\b/,
  'pest-control':
    /\b(disinfestazion\w*|desinfesta\w*|deratisation|desinsectisation|pest control|fumigation|schadlingsbekampfung|cimici|bed ?bugs|punaises|bettwanzen|percevejos|chinches)\b/,
}

/** Work said not done ("zanter zwee Joer net méi gebotzt", "since the boiler was never serviced") caused nothing: it is the need. */
const NEGATED = /\b(not|never|net|nie|nicht|pas|jamais|nao|nunca|non|mai|no)\b/

/**
 * A clause that says what must be ("after the party the hall has to be handed back clean", "dopo la
 * festa la sala va riconsegnata pulita") tells the need, not what came before.
 */
const MUST =
  /\b(must|has to|have to|needs to|need to|muss|mussen|doit|doivent|faut|deve|devono|va|vanno|debe|deben|tem de|tem que)\b/

/**
 * A "since" that says when, not what ("depuis novembre la chaudière se coupe", "seit Wochen", "since last
 * winter"): the trade named after it is the trouble, not its cause.
 */
const SINCE_WORD_THEN = String.raw`^\s*\S+\s+`
const TIME_WORDS_BEFORE = String.raw`(?:(?:the|last|this|a|few|several|some|letzte\w*|einigen|ein|paar|dem|den|la|le|l|les|quelques|o|os|as|il|lo|el|los|las|alguns|algumas|alcuni|alcune|unos|unas|e|eng|puer|two|three|zwei|drei|deux|trois|dois|duas|tres|due|tre|dos|zwou|drai)\s+){0,2}`
const TIME_WORDS = [
  ...['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october'],
  ...['november', 'december', 'janvier', 'fevrier', 'mars', 'avril', 'mai', 'juin', 'juillet', 'aout'],
  ...['septembre', 'octobre', 'novembre', 'decembre', 'januar', 'februar', 'marz', 'maerz', 'juni', 'juli'],
  ...['oktober', 'dezember', 'abrell', 'mee', 'janeiro', 'fevereiro', 'marco', 'abril', 'maio', 'junho'],
  ...['julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro', 'gennaio', 'febbraio', 'marzo'],
  ...['aprile', 'maggio', 'giugno', 'luglio', 'settembre', 'ottobre', 'dicembre', 'enero', 'febrero'],
  ...['mayo', 'junio', 'julio', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  ...['winter', 'summer', 'autumn', 'spring', 'hiver', 'ete', 'automne', 'printemps', 'sommer', 'herbst'],
  ...['fruhling', 'inverno', 'verao', 'outono', 'primavera', 'estate', 'autunno', 'invierno', 'verano'],
  ...['otono', 'christmas', 'noel', 'weihnachten', 'chreschtdag', 'natal', 'natale', 'navidad', 'easter'],
  ...['paques', 'ostern', 'weeks?', 'days?', 'months?', 'years?', 'yesterday', 'wochen', 'woche', 'tagen'],
  ...['monaten', 'monat', 'jahren', 'gestern', 'semaines?', 'jours?', 'mois', 'ans', 'annees', 'hier'],
  ...['semanas?', 'dias', 'meses', 'anos', 'ontem', 'settimane', 'settimana', 'giorni', 'mesi', 'anni'],
  ...['ieri', 'ayer', 'deeg', 'joren', 'gescht', 'morning', 'matin', '\\d+\\w*'],
]
const SINCE_A_TIME = new RegExp(`${SINCE_WORD_THEN}${TIME_WORDS_BEFORE}(?:${TIME_WORDS.join('|')})\\b`)

/**
 * German puts the verb right after a fronted "nach dem …" ("Nach dem Nachfüllen zeigt das Manometer der
 * Heizung 3,5 bar"): the cause is the noun and its genitive or "von" phrase ("nach dem Austausch der alten
 * Heizung"), not the rest of the sentence.
 */
const GERMAN_FRONTED_CAUSE =
  /^\s*(?:nach|seit) (?:dem|der|den) \S+(?: (?:der|des|von|vom|am|im|beim|unserer|unseres|unserem|eines|einer) \S+(?: \S+)?)?/

/** The trades whose work a cause clause of the sentence names. */
function causeTrades(sentence: string): CategorySlug[] {
  const causes = [...sentence.matchAll(CAUSE_CLAUSE)]
    .map((clause) => GERMAN_FRONTED_CAUSE.exec(clause[0])?.[0] ?? clause[0])
    .filter((cause) => !NEGATED.test(cause) && !MUST.test(cause) && !SINCE_A_TIME.test(cause))
  return (Object.entries(CAUSE_THINGS) as [CategorySlug, RegExp][])
    .filter(([, things]) => causes.some((cause) => things.test(cause)))
    .map(([category]) => category)
}

/** Someone else saying or advising what would do: "the neighbour says", "le voisin dit", "der Nachbar meint". */
const SAYS =
  '(?:says?|said|thinks?|reckons?|suggests?|suggested|advises?|advised|told|tells|dit|disait|pense|trouve|conseille|propose|suggere|meint|sagt|sagte|findet|empfiehlt|rat|seet|sot|mengt|fennt|diz|disse|acha|sugere|aconselha|dice|diceva|pensa|consiglia|suggerisce|dijo|cree|aconseja|sugiere|recomienda)'
/** Up to three words between the person and the verb: "the neighbour next door says", "notre voisin du dessous dit". */
const SOMEONE_ELSE_SAYS = new RegExp(
  `(?:^|\\s)(?:${OTHER_PEOPLE})\\b(?:\\s+[\\p{L}'-]+){0,3}?\\s+${SAYS}\\b`,
  'u',
)

/**
 * What someone else advises as the remedy, when the customer's next sentence opens by contradicting it:
 * "Le voisin dit qu'une peinture anti-humidité suffira. Je pense que l'eau vient de dehors." The trade is
 * read without it (understand.ts). A "but" inside the same sentence often takes back something else
 * ("my brother-in-law says solar pays, but our roof faces north"), so it does not count.
 */
function adviceContradicted(sentence: string, next: string): string | null {
  const says = SOMEONE_ELSE_SAYS.exec(sentence)
  if (!says || CONTRADICTED.test(sentence.slice(says.index))) return null
  return CONTRADICTED_NEXT.test(next) ? sentence.slice(says.index + says[0].length) : null
}

/** "Is there a…", "gibt es", "gëtt et", "y a-t-il", "c'è", "hay", "há algum": asking for someone, besides REQUEST_WORDS. */
const IS_THERE =
  /\b(?:is there|are there|gibt es|gett et|y a-t-il|y a t il|ha algum|ha alguem|existe algum|c'e|ce qualcuno|hay)\b/
const ASKING_WORDS: readonly RegExp[] = [...REQUEST_WORDS, IS_THERE].map(
  (words) => new RegExp(words.source, 'g'),
)
/** "Which mason can…", "welcher Maurer", "quel plombier", "qual pedreiro", "quale idraulico", "qué albañil". */
const WHICH_BEFORE = /(?:^|\s)(?:which|welche[rnms]?|quel(?:le)?s?|qual|quale|cual|que)\s+$/
/** At most this many words between the asking words and the name: "we'd like a photographer", "gëtt et nach eng Botzfirma". */
const SOUGHT_WITHIN_WORDS = 4
/** "A" right before the name, or "a proper": a person or firm asked for ("a painter"), not a thing of the trade ("needs electrics"). */
const ONE_OF_THEM_BEFORE =
  /(?:^|\s)(?:an?|une?|um|uma|una?|uno|ein|eine|einen|e|en|eng)\s+(?:(?:proper|good|real|qualified|reliable|professional|serious|bon|vrai|serieux|qualifie|richtigen|guten|zuverlassigen|gudden|bom|boa|serio|buon|vero|buen|verdadero)\s+)?$/

/**
 * A trade's things, not its people ("queremos janelas, canalização e eletricidade novas": "e" is "and",
 * the electricity is one of the works, not an electrician asked for; "refazer… a parte elétrica": "a" is "the").
 */
const TRADE_THINGS =
  /^(electricite|eletricidade|electricidad|electrics|elektrik|parte|instalacao|impianto|instalacion|canaliza\p{L}*|contabilidade)$/u

/**
 * Whether the trade's name at `index` is the one asked for: "a" tradesperson right after words that ask
 * for someone ("looking for a carpenter", "procuramos um carpinteiro", "gëtt et eng Botzfirma déi…"),
 * or "which" ("welcher Maurer kann…").
 */
function soughtAt(sentence: string, index: number): boolean {
  if (TRADE_THINGS.test(sentence.slice(index).split(/[^\p{L}]/u)[0] ?? '')) return false
  const before = sentence.slice(0, index)
  if (WHICH_BEFORE.test(before)) return true
  if (!ONE_OF_THEM_BEFORE.test(before)) return false
  let end = -1
  for (const words of ASKING_WORDS)
    for (const found of before.matchAll(words)) end = Math.max(end, found.index + found[0].length)
  return end >= 0 && before.slice(end).split(/\s+/).filter(Boolean).length <= SOUGHT_WITHIN_WORDS
}

const TRADE_NAMES_ANYWHERE = (Object.entries(TRADE_NAMES) as [CategorySlug, RegExp][]).map(
  ([category, name]) => [category, new RegExp(name.source, 'g')] as const,
)

/**
 * The customer saying they are no good with computers ("no sé nada de informática", "I'm hopeless with computers",
 * "ich kenne mich mit Computern nicht aus"): about them, not what they ask for (a website, often).
 */
const NO_GOOD_WITH_COMPUTERS = new RegExp(
  String.raw`\b(?:${[
    "(?:i|we) (?:know|knows) (?:nothing|little) about (?:computers?|it|tech)|(?:i'm|i am|we're|we are) (?:hopeless|useless|no good|not good|clueless|terrible) (?:with|at) (?:computers?|tech)",
    "(?:je n'y connais|je ne connais|on n'y connait|on ne connait|nous ne connaissons) rien (?:en|a l'|aux?) ?(?:informatique|ordinateurs?)|(?:je suis|on est) nul(?:le)?s? en informatique",
    '(?:ich kenne mich|wir kennen uns) (?:mit (?:computern?|technik|it|dem internet) )?(?:nicht|gar nicht|kaum|null) (?:mit (?:computern?|technik|it|dem internet) )?aus|keine ahnung von (?:computern?|it|technik|informatik)',
    '(?:ech kennen? mech|mir kennen eis) (?:net|guer net|naischt) (?:mat|mam) (?:computer\\w*|informatik|internet) aus',
    '(?:nao (?:percebo|percebemos|sei|sabemos|entendo|entendemos) nada de|sou (?:um|uma) (?:desastre|nulidade) (?:com|em)) (?:a )?(?:informatica|computadores)',
    "(?:non (?:capisco|capiamo|so|sappiamo|me ne intendo) (?:niente|nulla)? ?(?:di|d') ?|sono (?:negat[oa]|un disastro) (?:per|con) (?:l')?)(?:informatica|computer)",
    '(?:no (?:se|sabemos|entiendo|entendemos) nada de|(?:soy|somos) (?:un desastre|negad[oa]s?) (?:con|para)) (?:la |los )?(?:informatica|ordenadores|computadoras|tecnologia)',
    // Said the other way round: "con los ordenadores soy un desastre", "en informatique je suis nulle".
    "(?:con|en|com|with) (?:la |los |l'|os |o |les )?(?:informatica|informatique|ordenadores|ordinateurs|computadores|computer|computers) (?:je suis|soy|somos|sou|sono|i'm|i am) (?:un |um |uma )?(?:desastre|disastro|nul|nulle|negad[oa]|negat[oa]|hopeless|useless)",
  ].join('|')})\b`,
  'g',
)

/**
 * The trades the customer ruled out, and those only named as someone already involved (see
 * INVOLVED_DETERMINER); a trade also named in a sentence that does neither is still asked for.
 */
export function tradesSetAside(text: string): {
  ruledOut: Set<CategorySlug>
  involved: Set<CategorySlug>
  /** The clauses that tell work done (WORK_DONE), and what comes before "only … left". */
  done: string[]
  /** The trades whose tradesperson the customer asks for by name (soughtAt). */
  sought: Set<CategorySlug>
  /** What someone else advises and the customer contradicts (adviceContradicted). */
  advised: string[]
  /** What the customer says of themselves and is no request (NO_GOOD_WITH_COMPUTERS). */
  aboutThemselves: string[]
} {
  const done: string[] = []
  const advised: string[] = []
  const ruledOut = new Set<CategorySlug>()
  const involved = new Set<CategorySlug>()
  const askedFor = new Set<CategorySlug>()
  const sought = new Set<CategorySlug>()
  const read = (part: string, dismissed: boolean, had = false, next = '') => {
    done.push(...clausesDone(part), ...handledByOthers(part))
    for (const [category, name] of TRADE_NAMES_ANYWHERE)
      for (const match of part.matchAll(name)) {
        if (NOT_WANTED_BEFORE.test(part.slice(0, match.index))) ruledOut.add(category)
        // "…changed the float myself, and I'm looking for a plumber": asked for, whatever else the sentence
        // says, unless someone else is the one who asks ("my husband says we need a lawyer, but…").
        else if (soughtAt(part, match.index) && !involvedAt(part, match.index, next)) {
          askedFor.add(category)
          sought.add(category)
        } else if (
          dismissed ||
          (had && !HAD_NOT_RULED_OUT.has(category) && hadAt(part, match.index, match.index + match[0].length))
        )
          ruledOut.add(category)
        else if (!NEVER_INVOLVED.has(category) && involvedAt(part, match.index, next)) involved.add(category)
        else askedFor.add(category)
      }
  }
  const sentences = fold(text)
    .split(SENTENCE_BREAK)
    .filter((sentence) => sentence.trim() !== '')
  for (const [at, sentence] of sentences.entries()) {
    const left = ONLY_LEFT.exec(sentence)
    if (left) {
      read(sentence.slice(0, left.index), true)
      done.push(sentence.slice(0, left.index))
      read(sentence.slice(left.index), false)
      continue
    }
    read(
      sentence,
      DISMISSALS.some((dismissal) => dismissal.test(sentence)),
      ALREADY_HAVE.some((had) => had.test(sentence)),
      sentences[at + 1],
    )
    for (const [category, thing] of Object.entries(THING_WORKS) as [CategorySlug, RegExp][])
      if (thingWorks(sentence, thing)) ruledOut.add(category)
    for (const [category, work] of Object.entries(WORK_NOT_WANTED) as [CategorySlug, RegExp][])
      if (notWanted(sentence, work)) ruledOut.add(category)
    for (const category of causeTrades(sentence)) involved.add(category)
    const advice = adviceContradicted(sentence, sentences[at + 1] ?? '')
    if (advice) advised.push(advice)
  }
  for (const category of askedFor) {
    ruledOut.delete(category)
    involved.delete(category)
  }
  for (const category of ruledOut) {
    involved.delete(category)
    sought.delete(category)
  }
  const aboutThemselves = [...fold(text).matchAll(NO_GOOD_WITH_COMPUTERS)].map((match) => match[0])
  return { ruledOut, involved, done, sought, advised, aboutThemselves }
}

/** The trades ruled out (tradesSetAside). */
export const ruledOutTrades = (text: string): Set<CategorySlug> => tradesSetAside(text).ruledOut
