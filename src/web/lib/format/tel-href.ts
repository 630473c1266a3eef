/** A `tel:` link from a number as people write it: "+352 26 31 45 10" → "tel:+35226314510". */
export function telHref(phone: string): string {
  const trimmed = phone.trim()
  const digits = trimmed.replace(/\D/g, '')
  if (trimmed.startsWith('+')) return `tel:+${digits}`
  // "00352…" is the same international number written the long way.
  if (trimmed.startsWith('00')) return `tel:+${digits.slice(2)}`
  return `tel:${digits}`
}
