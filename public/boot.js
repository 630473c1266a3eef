// Starts the app once a server-rendered page has painted, so its first paint waits for no script
// or stylesheet download: the page's own rules are inline, the full stylesheet (what later
// interactions need) and the entry follow. Both URLs are written on <html> by the server renderer.
;(() => {
  const root = document.documentElement
  const { entry, stylesheet } = root.dataset
  const start = () => {
    if (stylesheet) {
      const link = document.createElement('link')
      link.rel = 'stylesheet'
      link.href = stylesheet
      document.head.append(link)
    }
    if (entry) {
      const script = document.createElement('script')
      script.type = 'module'
      script.src = entry
      document.head.append(script)
    }
  }
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0))
  if (document.readyState === 'complete') afterPaint()
  else addEventListener('load', afterPaint, { once: true })
})()
