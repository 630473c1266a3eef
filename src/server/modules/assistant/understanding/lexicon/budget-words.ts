/** Words around a budget, folded, as regular-expression alternatives in the 7 languages. */
export const CURRENCY = String.raw`€|eur\b|euros?\b|euro\b`

export const BUDGET_WORDS =
  'budget|budjet|orcamento de|orcamento maximo|presupuesto de|presupuesto maximo|presupuesto|budget massimo|kostenrahmen|preisrahmen|plafond|maximum budget'

export const MAX_WORDS = String.raw`max\.?|maximum|maximal|maximo|massimo|up to|no more than|not more than|at most|jusqu'?a|pas plus de|bis zu|bis|hochstens|hechstens|ate|hasta|fino a|al massimo|under|moins de|unter|menos de|meno di`

export const MIN_WORDS = String.raw`min\.?|minimum|at least|au moins|mindestens|minimal|pelo menos|no minimo|al menos|como minimo|almeno|minimo`

export const APPROX_WORDS = String.raw`around|about|approx\.?|approximately|roughly|environ|autour de|ca\.?|circa|etwa|ungefahr|ongefeier|cerca de|uns|umas|unos|unas|aproximadamente`

export const RANGE_START = 'between|entre|zwischen|tussen|tra|fra'

export const RANGE_JOIN = 'and|et|und|an|a|e|y|to|-|–|bis'
