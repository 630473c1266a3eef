import { useEffect } from 'react'

/** Sets the tab title to "<title> – LuxPro" while the page is shown. */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return
    const previous = document.title
    document.title = `${title} – LuxPro`
    return () => {
      document.title = previous
    }
  }, [title])
}
