import { isPagePath } from '@shared/routes/app-routes'

export type PolicyToken =
  | { kind: 'text'; value: string }
  | { kind: 'url'; value: string }
  | { kind: 'path'; value: string }

// An app path must start a word, so "and/or" stays text; sentence punctuation never ends a link.
const LINK_PATTERN = /(https:\/\/[^\s<>"]*[^\s<>".,;:!?)])|((?<=^|\s)\/[a-z][a-z0-9-]*(?:\/[a-z0-9-]+)*)/g

/** Splits a policy sentence into text, external https links and links to pages of the app (/contact). */
export function tokenizePolicyText(text: string): PolicyToken[] {
  const tokens: PolicyToken[] = []
  let cursor = 0
  for (const match of text.matchAll(LINK_PATTERN)) {
    const [raw, url, path] = match
    const start = match.index ?? 0
    const token: PolicyToken | null = url
      ? { kind: 'url', value: url }
      : path && isPagePath(path)
        ? { kind: 'path', value: path }
        : null
    if (!token) continue
    if (start > cursor) tokens.push({ kind: 'text', value: text.slice(cursor, start) })
    tokens.push(token)
    cursor = start + raw.length
  }
  if (cursor < text.length) tokens.push({ kind: 'text', value: text.slice(cursor) })
  return tokens
}
