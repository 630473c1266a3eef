/**
 * Words with which a customer states the need itself, as opposed to the context around it ("we
 * moved in in May, the landlord will pay"): "we need", "looking for", "can someone", "who repairs…",
 * "je cherche", "il faudrait", "ech brauch", "wer kann", "preciso", "cerco", "necesito". Folded text
 * (lower case, no accents). A question alone does not state the need: "is it worth it with the grants?"
 * asks about the need, and often in the words of another trade.
 */
export const REQUEST_WORDS: readonly RegExp[] = [
  // en
  /\b(need|needs|needed|looking for|look for|can (someone|anyone|you)|could (someone|anyone|you)|anyone|someone who|who (can|could|does|do|repairs|fixes)|we'?d like|i'?d like|would like|would love|want (someone|it|them)|what we can'?t do)\b/,
  // fr
  /\b(cherche|cherchons|recherche|besoin|il faudrait|il faut|faudrait|quelqu'un|qui (peut|pourrait|fait|repare)|pouvez|pourriez|voudrais|voudrait|voudrions|souhaite|souhaitons)\b/,
  // de
  /\b(brauche|brauchen|benotige|benotigen|suche|suchen|wer (kann|konnte|macht|kennt|repariert|baut)|jemand|jemanden|konnen sie|konnten sie|kann (jemand|man)|mochte|mochten|hatte gern|hatten gern)\b/,
  // lb
  /\b(brauch|brauche|brauchen|sichen|sicht|wien (kann|kennt|mecht|keint)|kann een|keint een|een deen|hatt gar|hatte gar|welle|well mer)\b/,
  // pt
  /\b(preciso|precisamos|precisa|procuro|procuramos|alguem|quem (pode|faz|repara)|podem|pode vir|queremos|quero|gostava|gostariamos)\b/,
  // it
  /\b(cerco|cerchiamo|serve|servirebbe|qualcuno|chi (puo|ripara|fa|mi)|vorrei|vorremmo|potete|bisogno|mi serve|ci serve)\b/,
  // es
  /\b(necesito|necesitamos|busco|buscamos|alguien|quien (puede|arregla|hace)|pueden|queremos|quiero|me gustaria|nos gustaria|hace falta)\b/,
]

/** Whether a sentence (folded) states the need. */
export function statesNeed(foldedSentence: string): boolean {
  return REQUEST_WORDS.some((words) => words.test(foldedSentence))
}
