import type { Database } from '@server/db/client'
import { auditLog } from '@server/db/schema/index'
import type { FastifyRequest } from 'fastify'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]
/** The database, or the transaction of the action the entry records (both happen or neither does). */
export type Executor = Database | Tx

/** Who acted and from where: the signed-in caller of a request, or nobody (anonymous, system). */
export interface AuditActor {
  userId: string | null
  email: string | null
  ip: string | null
  userAgent: string | null
}

export interface AuditEntryInput {
  action: string
  targetType?: string | null
  targetId?: string | number | null
  before?: Record<string, unknown> | null
  after?: Record<string, unknown> | null
  details?: Record<string, unknown> | null
}

export const SYSTEM_ACTOR: AuditActor = { userId: null, email: null, ip: null, userAgent: null }

const clip = (value: string | undefined | null, max: number) => (value ? value.slice(0, max) : null)

/** The actor of a request: its caller (when signed in), its address and its browser. */
export function actorOf(request: FastifyRequest): AuditActor {
  return {
    userId: request.caller?.userId ?? null,
    email: request.caller?.email ?? null,
    ip: request.ip ?? null,
    userAgent: clip(request.headers['user-agent'], 300),
  }
}

/** Writes one entry; call it inside the transaction of the action it records. */
export async function recordAudit(db: Executor, actor: AuditActor, entry: AuditEntryInput): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: actor.userId,
    actorEmail: actor.email,
    ip: actor.ip,
    userAgent: actor.userAgent,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    details: entry.details ?? null,
  })
}

/** The fields of `after` that differ from `before`, each with its old value: what an edit changed. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {}
  const is: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined) continue
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(value ?? null)) continue
    was[key] = before[key] ?? null
    is[key] = value
  }
  return { before: was, after: is }
}
