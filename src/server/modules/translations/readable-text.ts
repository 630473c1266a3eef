import type { Database } from '@server/db/client'
import { provider, quoteMessage, review } from '@server/db/schema/index'
import type { Caller } from '@server/http/access'
import { loadRequest, type Viewer, viewerOf } from '@server/modules/quotes/quote-context'
import type { WrittenLanguageDetector } from '@server/modules/quotes/written-language'
import type { TranslationKind } from '@shared/translations/translation-schemas'
import { and, eq, isNull } from 'drizzle-orm'

export interface ReadableText {
  text: string
  /** The language it is written in (one of the assistant's seven). */
  language: string
}

interface Reader {
  db: Database
  secret: string
  caller: Caller | null
  token: string | undefined
  detect: WrittenLanguageDetector
}

/**
 * The text of `kind` `id` when the caller may read it, else null (the route answers 404, the same
 * for what does not exist): a lead's description for whoever may open its request (its customer, the
 * provider it was sent to, signed in or with the email link, an admin); a message for the request's
 * two sides; a review for anyone while it is shown on a listed provider's page.
 */
export async function readableText(
  reader: Reader,
  kind: TranslationKind,
  id: number,
): Promise<ReadableText | null> {
  if (kind === 'review') return reviewText(reader.db, id)
  if (kind === 'lead') {
    const opened = await openRequest(reader, id, ['customer', 'provider', 'admin'])
    if (!opened) return null
    const { description, language } = opened.project
    return { text: description, language: language ?? reader.detect(description) }
  }
  const [message] = await reader.db
    .select({ requestId: quoteMessage.quoteRequestId, body: quoteMessage.body })
    .from(quoteMessage)
    .where(and(eq(quoteMessage.id, id), isNull(quoteMessage.hiddenAt)))
  if (!message?.body.trim()) return null
  if (!(await openRequest(reader, message.requestId, ['customer', 'provider']))) return null
  return { text: message.body, language: reader.detect(message.body) }
}

async function openRequest(reader: Reader, requestId: number, allowed: Viewer[]) {
  const context = await loadRequest(reader.db, requestId)
  if (!context) return null
  const viewer = viewerOf(context, reader.caller, reader.token, reader.secret)
  return viewer && allowed.includes(viewer) ? context : null
}

async function reviewText(db: Database, id: number): Promise<ReadableText | null> {
  const [row] = await db
    .select({ text: review.text, language: review.language })
    .from(review)
    .innerJoin(provider, eq(provider.id, review.providerId))
    .where(and(eq(review.id, id), isNull(review.hiddenAt), eq(provider.status, 'active')))
  return row?.text.trim() ? row : null
}
