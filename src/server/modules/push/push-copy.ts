import { createTranslator } from '@server/i18n/translator'
import type { UiLanguage } from '@shared/i18n/languages'
import type { PushedNotice, PushPayload } from '@shared/push/push-subscriptions'

/** A name shown on a lock screen is kept short. */
const MAX_NAME = 60

/**
 * The payload for one device, in its language: the notice's title and line, the page to open (the
 * notice's path, in that language) and a tag per page, so a second message about the same request
 * replaces the first rather than piling up.
 */
export function pushPayload(
  notice: { kind: PushedNotice; params: Record<string, string>; href: string },
  language: UiLanguage,
): PushPayload {
  const t = createTranslator(language, 'push')
  const name = (notice.params.customerName || notice.params.providerName || '').trim().slice(0, MAX_NAME)
  const url =
    language === 'en' ? notice.href : `${notice.href}${notice.href.includes('?') ? '&' : '?'}lang=${language}`
  return {
    title: t(`${notice.kind}.title`),
    body: name ? t(`${notice.kind}.body`, { name }) : t(`${notice.kind}.bodyUnnamed`),
    url,
    tag: `${notice.kind}:${notice.href}`,
  }
}
