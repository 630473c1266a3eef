/**
 * The one inline script of a server-rendered page (ADR 034): it starts the app — the full
 * stylesheet and the entry, whose URLs the server writes on <html> — and links the web app
 * manifest once the page's first contentful paint has been shown, so that nothing the app
 * downloads or runs competes with it.
 * Inline, not a file: a file is one more request, and one more round trip before the app starts.
 * The Content-Security-Policy allows exactly this text, by its hash (server/app.ts):
 * it is a string, not a function, so that minifying either bundle cannot change it.
 *
 * A page loaded in a background tab reports no paint: there, and in a browser without paint
 * timing, the app starts after the load event.
 */
export const PAGE_BOOT_SCRIPT = `(() => {
  const { entry, stylesheet, manifest } = document.documentElement.dataset
  let started = false
  const link = (rel, href) => {
    if (!href) return
    const element = document.createElement('link')
    element.rel = rel
    element.href = href
    document.head.append(element)
  }
  const start = () => {
    if (started) return
    started = true
    link('stylesheet', stylesheet)
    link('manifest', manifest)
    if (entry) {
      const script = document.createElement('script')
      script.type = 'module'
      script.src = entry
      document.head.append(script)
    }
  }
  const paintTimed = PerformanceObserver.supportedEntryTypes?.includes('paint')
  if (paintTimed)
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      setTimeout(start, 0)
    }).observe({ type: 'paint', buffered: true })
  const afterLoad = () => setTimeout(() => requestAnimationFrame(() => setTimeout(start, 0)), paintTimed ? 1000 : 0)
  if (document.readyState === 'complete') afterLoad()
  else addEventListener('load', afterLoad, { once: true })
})()`
