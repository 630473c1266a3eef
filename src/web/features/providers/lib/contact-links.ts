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
