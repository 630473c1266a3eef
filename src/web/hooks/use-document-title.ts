import { pageTitle } from '@shared/routes/page-title'
import { useEffect } from 'react'

function descriptionTag(): HTMLMetaElement {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]')
  if (!tag) {
    tag = document.createElement('meta')
    tag.name = 'description'
    document.head.append(tag)
  }
  return tag
}

/**
 * Sets the tab title (`pageTitle`: "<title> – LuxPro") and, when given, the meta description while the page is
 * shown, and restores both on leaving. The server renders the same values for crawlers; this keeps
 * them right after in-app navigation and a language change.
 */
export function useDocumentTitle(title: string | undefined, description?: string) {
  useEffect(() => {
    if (!title) return
    const previous = document.title
    document.title = pageTitle(title)
    return () => {
      document.title = previous
    }
  }, [title])

  useEffect(() => {
    if (!description) return
    const tag = descriptionTag()
    const previous = tag.content
    tag.content = description
    return () => {
      tag.content = previous
    }
  }, [description])
}
