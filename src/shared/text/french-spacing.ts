/**
 * French punctuation spacing, one rule for every French text (docs/ui-guidelines.md): a narrow
 * no-break space (U+202F) before ; ! ?, a no-break space (U+00A0) before : € % and inside « », so
 * a line never starts with the mark and the spaces look alike everywhere.
 */
export const NARROW_NO_BREAK_SPACE = '\u202f'
export const NO_BREAK_SPACE = '\u00a0'

/** Each place a French text breaks the rule, with a little text around it. */
export function frenchSpacingFaults(text: string): string[] {
  const faults: string[] = []
  const around = (at: number) => text.slice(Math.max(0, at - 15), at + 5)
  for (const match of text.matchAll(/(\s?)([;!?])/gu)) {
    const [, space, mark] = match
    const at = match.index ?? 0
    // Not a French sentence's mark: a letter right after (an address's query, an entity) or before a word-less "?".
    if (/[\p{L}\p{N}=&]/u.test(text[at + match[0].length] ?? '')) continue
    if (space !== NARROW_NO_BREAK_SPACE && (space || /[\p{L}\p{N})»}]/u.test(text[at - 1] ?? '')))
      faults.push(`${mark} needs U+202F before it: …${around(at)}`)
  }
  for (const match of text.matchAll(/(\s)([:€%])/gu))
    if (match[1] !== NO_BREAK_SPACE)
      faults.push(`${match[2]} needs U+00A0 before it: …${around(match.index ?? 0)}`)
  for (const match of text.matchAll(/«(\s?)|(\s?)»/gu))
    if ((match[1] ?? match[2]) !== NO_BREAK_SPACE)
      faults.push(`« » need U+00A0 inside them: …${around(match.index ?? 0)}`)
  return faults
}
