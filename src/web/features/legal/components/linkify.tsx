import { isPagePath } from '@shared/routes/app-routes'
import { LocalizedLink } from '@web/components/localized-link'
import { ExternalLink } from 'lucide-react'
import type { ReactNode } from 'react'

export type TextToken =
  | { kind: 'text'; value: string }
  | { kind: 'url'; value: string; href: string }
  | { kind: 'email'; value: string; href: string }
  | { kind: 'path'; value: string; href: string }

// An app path must start a word (after a space or an opening bracket) so "and/or" or "24/7" stay text.
const LINK_PATTERN =
  /(https:\/\/[^\s<>"]+)|([A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})|((?<=^|[\s(«"'])\/[a-z][a-z0-9-]*(?:\/[a-z0-9-]+)*)/g

const TRAILING_PUNCTUATION = /[.,;:!?'"»]+$/

/** Sentence punctuation after a URL is not part of it; a closing bracket is, only when the URL opened one. */
function trimUrl(raw: string): string {
  let url = raw
  for (;;) {
    const withoutPunctuation = url.replace(TRAILING_PUNCTUATION, '')
    const opened = (withoutPunctuation.match(/\(/g) ?? []).length
    const closed = (withoutPunctuation.match(/\)/g) ?? []).length
    const next =
      withoutPunctuation.endsWith(')') && closed > opened
        ? withoutPunctuation.slice(0, -1)
        : withoutPunctuation
    if (next === url) return url
    url = next
  }
}

/** Splits plain text into text and link tokens: https URLs, email addresses and known app paths. */
export function tokenizeLinks(text: string): TextToken[] {
  const tokens: TextToken[] = []
  let cursor = 0
  const pushText = (value: string) => {
    if (!value) return
    const last = tokens.at(-1)
    if (last?.kind === 'text') last.value += value
    else tokens.push({ kind: 'text', value })
  }
  for (const match of text.matchAll(LINK_PATTERN)) {
    const [raw, url, email, path] = match
    const start = match.index ?? 0
    let token: TextToken | null = null
    if (url) {
      const value = trimUrl(url)
      if (value.length > 'https://'.length) token = { kind: 'url', value, href: value }
    } else if (email) {
      token = { kind: 'email', value: email, href: `mailto:${email}` }
    } else if (path && isPagePath(path)) {
      token = { kind: 'path', value: path, href: path }
    }
    if (!token) continue
    pushText(text.slice(cursor, start))
    tokens.push(token)
    cursor = start + (token.kind === 'url' ? token.value.length : raw.length)
  }
  pushText(text.slice(cursor))
  return tokens
}

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600 break-words'

function renderToken(token: TextToken, key: string, newTabLabel: string): ReactNode {
  switch (token.kind) {
    case 'text':
      return token.value
    case 'url':
      return (
        <a key={key} href={token.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {token.value}
          <ExternalLink className="ml-0.5 inline size-3.5 align-baseline" aria-hidden="true" />
          <span className="sr-only"> ({newTabLabel})</span>
        </a>
      )
    case 'email':
      return (
        <a key={key} href={token.href} className={linkClass}>
          {token.value}
        </a>
      )
    case 'path':
      return (
        <LocalizedLink key={key} to={token.href} className={linkClass}>
          {token.value}
        </LocalizedLink>
      )
  }
}

/** Renders text with its URLs, email addresses and app paths as links; `newTabLabel` is read after external links. */
export function linkify(text: string, { newTabLabel }: { newTabLabel: string }): ReactNode[] {
  return tokenizeLinks(text).map((token, index) => renderToken(token, `${index}-${token.value}`, newTabLabel))
}
