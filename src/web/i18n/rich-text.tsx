import { Fragment, type ReactNode } from 'react'

type Renderers = Record<string, (children: string) => ReactNode>

/**
 * Renders a message with simple tags, e.g. "Read our <privacyLink>privacy policy</privacyLink>",
 * replacing each tag by a component. Small on purpose: the landing page cannot afford <Trans>.
 */
export function richText(message: string, renderers: Renderers): ReactNode {
  const parts: ReactNode[] = []
  const pattern = /<(\w+)>(.*?)<\/\1>/g
  let last = 0
  for (const match of message.matchAll(pattern)) {
    const [whole, tag = '', inner = ''] = match
    parts.push(message.slice(last, match.index))
    const render = renderers[tag]
    parts.push(<Fragment key={match.index}>{render ? render(inner) : inner}</Fragment>)
    last = match.index + whole.length
  }
  parts.push(message.slice(last))
  return parts
}
