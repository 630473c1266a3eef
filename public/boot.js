// Starts the app once a pre-rendered page has painted, so its first paint waits for no script
// download. The entry's URL is written on <html data-entry> at build time (scripts/prerender.mjs).
;(() => {
  const entry = document.documentElement.dataset.entry
  if (!entry) return
  const start = () => {
    const script = document.createElement('script')
    script.type = 'module'
    script.src = entry
    document.head.append(script)
  }
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0))
  if (document.readyState === 'complete') afterPaint()
  else addEventListener('load', afterPaint, { once: true })
})()
