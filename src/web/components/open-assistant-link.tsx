import { LocalizedLink } from '@web/components/localized-link'
import { type AssistantStart, openAssistant } from '@web/lib/assistant-bus'
import type { MouseEvent, ReactNode } from 'react'

/**
 * A link to the assistant (`/#assistant`, the landing hero) that opens the chat widget in place
 * when the app runs: the page the person is on stays where it is.
 */
export function OpenAssistantLink({
  start,
  className,
  children,
}: {
  start?: AssistantStart
  className?: string
  children: ReactNode
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    openAssistant(start)
  }
  return (
    <LocalizedLink to="/#assistant" onClick={onClick} aria-haspopup="dialog" className={className}>
      {children}
    </LocalizedLink>
  )
}
