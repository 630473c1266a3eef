/**
 * A page's title in the tab and in search results: its own words, then the site's name. The server's
 * head and the app write it alike, so the tab does not change when the app takes over the page.
 */
export function pageTitle(title: string): string {
  return `${title} – LuxPro`
}
