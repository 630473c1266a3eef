import type { Database } from '@server/db/client'
import type { CategorySlug } from '@shared/catalog/categories'
import type { Conversations } from '@shared/quotes/quote-request-schemas'
import { codePointLength, truncateCodePoints } from '@shared/text/text-input'
import { sql } from 'drizzle-orm'
import { shortCustomerName } from './quote-recipients'

const CONVERSATION_LIMIT = 100
const PREVIEW_MAX = 160

/** The start of the last message, cut by characters (an emoji is never cut in half). */
const preview = (body: string) =>
  codePointLength(body) > PREVIEW_MAX ? `${truncateCodePoints(body, PREVIEW_MAX - 3)}…` : body

interface ConversationRow extends Record<string, unknown> {
  request_id: number
  status: string
  project_name: string | null
  project_category: CategorySlug
  project_locality: string
  project_created_at: Date | string
  project_title_number: number
  provider_name: string
  provider_slug: string
  customer_name: string | null
  side: 'customer' | 'provider'
  last_body: string
  last_sender: 'customer' | 'provider'
  last_at: Date | string
  last_photos: number
  last_files: number
  unread: number
}

/**
 * GET /api/conversations: every request with messages that the caller takes part in, as the customer
 * who sent the project or as the owner of the business it was sent to; the latest conversation first.
 * Unread counts only the other side's messages.
 */
export async function conversationsOf(db: Database, userId: string): Promise<Conversations> {
  const result = await db.execute<ConversationRow>(sql`
    with mine as (
      select qr.id, qr.status, p.name as project_name, p.category as project_category,
             p.locality as project_locality, p.created_at as project_created_at,
             p.title_number as project_title_number, pr.name as provider_name, pr.slug as provider_slug,
             u.name as customer_name,
             case when qr.customer_user_id = ${userId} then 'customer' else 'provider' end as side
      from quote_request qr
      join project p on p.id = qr.project_id
      join provider pr on pr.id = qr.provider_id
      left join "user" u on u.id = qr.customer_user_id
      where qr.customer_user_id = ${userId} or pr.owner_user_id = ${userId}
    ),
    last as (
      select distinct on (m.quote_request_id) m.quote_request_id, m.id,
        case when m.hidden_at is null then m.body else '' end as body, m.hidden_at is not null as hidden,
        m.sender, m.created_at
      from quote_message m join mine on mine.id = m.quote_request_id
      order by m.quote_request_id, m.created_at desc, m.id desc
    )
    select mine.id as request_id, mine.status, mine.project_name, mine.project_category,
           mine.project_locality, mine.project_created_at, mine.project_title_number, mine.provider_name, mine.provider_slug,
           mine.customer_name, mine.side, last.body as last_body, last.sender as last_sender,
           last.created_at as last_at,
           (select count(*)::int from quote_message_attachment a
             where a.message_id = last.id and a.kind = 'photo' and not last.hidden) as last_photos,
           (select count(*)::int from quote_message_attachment a
             where a.message_id = last.id and a.kind <> 'photo' and not last.hidden) as last_files,
           (select count(*)::int from quote_message u
             where u.quote_request_id = mine.id and u.sender <> mine.side and u.read_at is null) as unread
    from mine join last on last.quote_request_id = mine.id
    order by last.created_at desc, mine.id desc
    limit ${CONVERSATION_LIMIT}
  `)
  const items = result.rows.map((row) => ({
    requestId: row.request_id,
    status: row.status as Conversations['items'][number]['status'],
    project: {
      name: row.project_name,
      category: row.project_category,
      locality: row.project_locality,
      createdAt: new Date(row.project_created_at).toISOString(),
      titleNumber: row.project_title_number,
    },
    as: row.side,
    counterpart: row.side === 'customer' ? row.provider_name : shortCustomerName(row.customer_name ?? '—'),
    providerSlug: row.provider_slug,
    lastMessage: {
      body: preview(row.last_body),
      fromMe: row.last_sender === row.side,
      at: new Date(row.last_at).toISOString(),
      photos: row.last_photos,
      files: row.last_files,
    },
    unread: row.unread,
  }))
  return { items, unread: items.reduce((sum, item) => sum + item.unread, 0) }
}
