/**
 * Numbers as customers write them: 45 | 45.5 | 45,5 | 1.500 | 1,500 | 20 000 | 2k. A separator
 * followed by exactly three digits groups thousands; otherwise it is the decimal mark.
 */
export const NUMBER_PATTERN = String.raw`\d{1,3}(?:[ \u00a0\u202f.,']\d{3})+(?![\d])|\d+(?:[.,]\d+)?`

export function parseNumber(text: string): number {
  const trimmed = text.trim()
  if (/^\d{1,3}(?:[ \u00a0\u202f.,']\d{3})+$/.test(trimmed))
    return Number(trimmed.replace(/[ \u00a0\u202f.,']/g, ''))
  return Number(trimmed.replace(',', '.'))
}
