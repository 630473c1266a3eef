/**
 * A name that ends with its own period ("Sanitaire Weber S.à r.l.") placed at the end of a sentence
 * ends it once: "… pour Sanitaire Weber S.à r.l.", not "S.à r.l..". An ellipsis ("…" or "...") stays.
 */
export function withSingleSentenceEnd(text: string): string {
  return text.replace(/(?<!\.)\.\.(?!\.)/g, '.')
}
