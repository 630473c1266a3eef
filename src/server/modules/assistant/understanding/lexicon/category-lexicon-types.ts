/**
 * How the category lexicon is written. Each entry is folded text (lower case, no accents, ß → ss,
 * punctuation as spaces) in any of the 7 languages:
 * - `word`      the whole word;            `stem*`  a word that starts with stem;
 * - `*part`     a word that ends with part (German compounds: Gartenmauer);
 * - `*part*`    a word that contains part; `two words*` a phrase, each word written as above;
 * - `lb:word`   only when the message is in that language (false friends: lb "Mais" = mice).
 *
 * strong: the trade itself or an object only that trade works on (plumber, boiler, wasps);
 * medium: an object or job typical of the trade (leak, socket, hedge);
 * weak:   a setting or a word that merely hints at it (garden, bathroom, water, works).
 */
export interface CategoryTerms {
  strong: readonly string[]
  medium: readonly string[]
  weak: readonly string[]
}

export const TERM_WEIGHTS = { strong: 3, medium: 2, weak: 0.7 } as const
