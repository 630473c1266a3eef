/** A `tel:` link from a number as people write it: "+352 26 31 45 10" → "tel:+35226314510". */
export function telHref(phone: string): string {
  const trimmed = phone.trim()
  const digits = trimmed.replace(/\D/g, '')
  if (trimmed.startsWith('+')) return `tel:+${digits}`
  // "00352…" is the same international number written the long way.
  if (trimmed.startsWith('00')) return `tel:+${digits.slice(2)}`
  return `tel:${digits}`
}

/** A website as people read it: "https://www.weber.lu/" → "www.weber.lu". */
export function websiteLabel(url: string): string {
  try {
    const parsed = new URL(url)
    const path = parsed.pathname === '/' ? '' : parsed.pathname.replace(/\/$/, '')
    return `${parsed.host}${path}`
  } catch {
    return url
  }
}

/** Only http(s) addresses become links: a stored "javascript:" URL must never be clickable. */
export function safeWebsiteHref(url: string): string | null {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null
  } catch {
    return null
  }
}
