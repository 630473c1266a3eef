import type { Database } from '@server/db/client'
import { notification, project, quoteRequest } from '@server/db/schema/index'
import { queuePushes } from '@server/modules/push/push-subscriptions'
import type {
  AppNotification,
  NotificationKind,
  NotificationList,
} from '@shared/quotes/quote-request-schemas'
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { usersWithoutNotices } from './notification-preferences'

const LIST_SIZE = 50

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]
/** The database, or the transaction a notice is written in together with the change it tells about. */
export type Executor = Database | Tx

export interface NewNotification {
  userId: string
  kind: NotificationKind
  params: Record<string, string>
  quoteRequestId: number | null
  href: string
  /** About a demo request (ADR 031). */
  demo?: boolean
}

/**
 * Writes in-app notices, each unless its reader turned its family off in the app (the one place
 * in-app preferences are read), and queues the push of those that cannot wait to the readers'
 * subscribed devices (ADR 072). Emails about the same event are decided by the mailer.
 */
export async function notify(db: Executor, items: NewNotification[]) {
  const kept: NewNotification[] = []
  for (const kind of new Set(items.map((item) => item.kind))) {
    const ofKind = items.filter((item) => item.kind === kind)
    const without = await usersWithoutNotices(db as Database, [...new Set(ofKind.map((i) => i.userId))], kind)
    kept.push(...ofKind.filter((item) => !without.has(item.userId)))
  }
  if (kept.length === 0) return
  await db.insert(notification).values(kept)
  await queuePushes(db as Database, kept)
}

export async function listNotifications(db: Database, userId: string): Promise<NotificationList> {
  const rows = await db
    .select({
      notification,
      // A column never null first: drizzle reads a left-joined object as absent when its first one is null.
      project: {
        category: project.category,
        name: project.name,
        locality: project.locality,
        createdAt: project.createdAt,
        titleNumber: project.titleNumber,
      },
    })
    .from(notification)
    .leftJoin(quoteRequest, eq(quoteRequest.id, notification.quoteRequestId))
    .leftJoin(project, eq(project.id, quoteRequest.projectId))
    .where(eq(notification.userId, userId))
    .orderBy(desc(notification.createdAt), desc(notification.id))
    .limit(LIST_SIZE)
  const [count] = await db
    .select({ unread: sql<number>`count(*)::int` })
    .from(notification)
    .where(and(eq(notification.userId, userId), isNull(notification.readAt)))
  const items: AppNotification[] = rows.map(({ notification: row, project: about }) => ({
    id: row.id,
    kind: row.kind,
    params: row.params,
    quoteRequestId: row.quoteRequestId,
    project: about ? { ...about, createdAt: about.createdAt.toISOString() } : null,
    href: row.href,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  }))
  return { items, unread: count?.unread ?? 0 }
}

/** Marks the caller's notifications read: the given ones, or all. Other people's ids are ignored. */
export async function markNotificationsRead(db: Database, userId: string, ids?: number[]) {
  await db
    .update(notification)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notification.userId, userId),
        isNull(notification.readAt),
        ids ? inArray(notification.id, ids.length > 0 ? ids : [0]) : undefined,
      ),
    )
}
