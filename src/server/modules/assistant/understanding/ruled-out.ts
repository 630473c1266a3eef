import type { CategorySlug } from '@shared/catalog/categories'
import { fold } from '@shared/text/fold'

/**
 * A trade named only to rule it out ("the plumber came and said it's not a plumbing thing, it comes
 * from the roof", "le jardinier dit que ce n'est pas son travail", "l'idraulico dice che non sono i
 * tubi") is not the trade asked for. In a sentence that names a tradesperson (or the trade, "not a
 * plumbing thing") and says, in one of the seven languages, that it is not their job, not their
 * problem, or that their part is fine, that trade is ruled out: the decision looks among the others.
 */

/** The tradespeople (and the trades' names) of the trades most often ruled out, as word starts. */
const TRADE_NAMES: Partial<Record<CategorySlug, RegExp>> = {
  plumbing: /\b(plumb|plomb|klempner|installateur|sanitar|canaliz|idraulic|fontaner)/,
  electrical:
    /\b(electrician|electrics\b|electricien|electricite|elektriker|elektrik\b|elektresch|eletricist|eletricidade|elettricist|electricist|electricidad)/,
  heating: /\b(heating engineer|chauffagist|heizungsbauer|heizungsmonteur|fumist|termoidraulic|calefactor)/,
  roofing: /\b(roofer|couvreur|dachdecker|daachdecker|telhador|copritett|tejador|techador)/,
  gardening: /\b(gardener|jardinier|gartner|gaertner|jardineir|giardinier|jardiner)/,
  carpentry: /\b(carpenter|joiner|menuisier|schreiner|tischler|schrainer|carpinteir|falegnam|carpinter)/,
  painting: /\b(painter|peintre|maler|moler|pintor|imbianchin)/,
  tiling: /\b(tiler|carreleur|fliesenleger|plattenleeer|ladrilhador|piastrellist|alicatador|azulejer)/,
  masonry: /\b(bricklayer|mason|macon|maurer|pedreir|murator|albanil)/,
  locksmith: /\b(locksmith|serrurier|schlusseldienst|schlosser|serralheir|fabbro|cerrajer)/,
  solar: /\b(solar|photovolta|fotovolta|panneaux solaires|paineis solares|pannelli solari|placas solares)/,
}

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
  /\bdeja (ete )?(fait|faite|faits|refait|refaite|refaits|termine|terminee|verifie|verifiee|controle|change|raccorde|branche|installee?s?|posee?s?|montee?s?|remplacee?s?)\b/,
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
  /\b(schonn|scho|bereet) (\w+ ){0,3}(gemaach|faerdeg|gekuckt|kontrolleiert|gepreift|ugeschloss|installeiert|montei?ert|geluecht|verluecht)\b/,
  /\b(ass|sinn|war|waren) (alles )?(an der rei|faerdeg)\b/,
  /\b(ass|sinn|si) (\w+ )?(eriwwer|fort)\b/,
  // pt
  /\bnao (e|era|sao|eram) (o |a |os |as |um |uma )?(\w+ )?(trabalho|area|problema|canos?|instalacao|coisa|fuga|ramo)( dele| dela| deles)?\b/,
  /\b(instalacao|canos|canalizacao) (esta|estao|estava) (boa|bem|bons|em ordem)\b/,
  /\b(nao tem nada|nao encontrou nada)\b/,
  /\bnenhum cano\b/,
  /\bnao quer (tratar|fazer|mexer)\b/,
  /\bja (esta|estao|foi|foram) (\w+ )?(feit[oa]s?|tratad[oa]s?|arranjad[oa]s?|verificad[oa]s?|substituid[oa]s?)\b/,
  /\b(verificou|viu|testou)\b.*\b(esta|estao|estava) (tudo )?(bem|em ordem|ok)\b/,
  /\bja (acabou|terminou|fez|arranjou|reparou|acabaram|terminaram|fizeram|arranjaram|repararam|instalou|ligou|montou|colocou|assentou|instalaram|ligaram|montaram|colocaram)\b/,
  // it
  /\bnon (e|era|sono|erano) (il |la |i |le |lo |un |una )?(suo |loro )?(\w+ )?(lavoro|campo|problema|tubi|impianto|roba|competenza|settore)( suo| loro)?\b/,
  /\b(impianto|tubi|tubature) (va|vanno|e|sono) (bene|in ordine)\b/,
  /\b(non ha niente|non ha trovato niente|fa solo)\b/,
  /\bnessun tubo\b/,
  /\bnon vuole (occuparsene|farlo)\b/,
  /\b(e|sono|era|erano) (gia |tutto |tutti )?a posto\b/,
  /\bgia (\w+ )?(fatt[oaie]|sistemat[oaie]|controllat[oaie]|rifatt[oaie]|montat[oaie]|installat[oaie]|collegat[oaie]|allacciat[oaie]|posat[oaie])\b/,
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
  /\bya (hizo|termino|acabo|arreglo|reparo|hicieron|terminaron|acabaron|arreglaron|repararon|instalo|monto|conecto|coloco|instalaron|montaron|conectaron|colocaron)\b/,
]

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
  /\b(li|lo|la|le|l) (abbiamo|ho) gia\b/,
  /\bya tenemos (a |un |una |el |la )/,
]
const HAD_NOT_RULED_OUT: ReadonlySet<CategorySlug> = new Set(['solar'])

/**
 * "Only … left" ("jetzt fehlt nur noch", "il ne reste plus qu'à", "manca solo", "all that's left is"):
 * the work told before it is done, the need comes after it.
 */
const ONLY_LEFT =
  /\b(all (that'?s|that is) left|only (\w+ )?(left|missing|remaining)|(il ne|ne) (reste|manque) (plus )?(que|qu'a)|il (reste|manque) (encore|plus que|seulement|juste)|(fehlt|fehlen) (\w+ )?(nur|bloss)( noch)?|(feelt|feelen) (just|nach|nemmen)|(so|agora so) (falta|faltam)|falta(m)? (so|apenas)|mancan?o? (solo|soltanto|ancora)|solo (nos |me )?(falta|faltan|queda|quedan))\b/

const SENTENCE_BREAK = /[.!?;:\n]+/

/** The trades ruled out; one also named in a sentence that does not rule it out is still asked for. */
export function ruledOutTrades(text: string): Set<CategorySlug> {
  const ruledOut = new Set<CategorySlug>()
  const askedFor = new Set<CategorySlug>()
  const read = (part: string, dismissed: boolean, had = false) => {
    for (const [category, name] of Object.entries(TRADE_NAMES) as [CategorySlug, RegExp][])
      if (name.test(part))
        (dismissed || (had && !HAD_NOT_RULED_OUT.has(category)) ? ruledOut : askedFor).add(category)
  }
  for (const sentence of fold(text).split(SENTENCE_BREAK)) {
    const left = ONLY_LEFT.exec(sentence)
    if (left) {
      read(sentence.slice(0, left.index), true)
      read(sentence.slice(left.index), false)
      continue
    }
    read(
      sentence,
      DISMISSALS.some((dismissal) => dismissal.test(sentence)),
      ALREADY_HAVE.some((had) => had.test(sentence)),
    )
  }
  for (const category of askedFor) ruledOut.delete(category)
  return ruledOut
}
