import type { Database } from '@server/db/client'
import { appSetting } from '@server/db/schema/index'
import { type AuditActor, recordAudit } from '@server/modules/audit/audit-log'
import { announceSettingsChange, settingsChangesHeard } from '@server/modules/settings/settings-changes'
import {
  DEFAULT_MAINTENANCE_MESSAGE,
  type MaintenanceState,
  MaintenanceStateSchema,
  type MaintenanceUpdateSchema,
} from '@shared/admin/settings-schemas'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'

const KEY = 'maintenance'
/**
 * A process that does not hear setting changes (a script) reads the state at most once per interval;
 * the server hears them (settings-changes.ts) and keeps the state until it changes.
 */
const CACHE_MS = 1000

export const MAINTENANCE_OFF: MaintenanceState = {
  enabled: false,
  message: DEFAULT_MAINTENANCE_MESSAGE,
  endsAt: null,
  startedAt: null,
}

const caches = new WeakMap<Database, { at: number; state: MaintenanceState }>()

/** Forget the state read: it changed (here, in another instance, or by a restore). */
export const forgetMaintenance = (db: Database) => void caches.delete(db)

export async function readMaintenance(db: Database, fresh = false): Promise<MaintenanceState> {
  const cached = caches.get(db)
  if (!fresh && cached && (settingsChangesHeard(db) || Date.now() - cached.at < CACHE_MS)) return cached.state
  const [row] = await db.select({ value: appSetting.value }).from(appSetting).where(eq(appSetting.key, KEY))
  const parsed = MaintenanceStateSchema.safeParse(row?.value)
  const state = parsed.success ? parsed.data : MAINTENANCE_OFF
  caches.set(db, { at: Date.now(), state })
  return state
}

/** Turns maintenance on or off (audited in the same transaction); returns the new state. */
export async function setMaintenance(
  db: Database,
  actor: AuditActor,
  update: z.infer<typeof MaintenanceUpdateSchema>,
  reason?: string,
): Promise<MaintenanceState> {
  const state = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ value: appSetting.value })
      .from(appSetting)
      .where(eq(appSetting.key, KEY))
      .for('update')
    const before = MaintenanceStateSchema.safeParse(row?.value).data ?? MAINTENANCE_OFF
    const next: MaintenanceState = {
      enabled: update.enabled,
      message: update.message ?? before.message,
      endsAt: update.enabled ? (update.endsAt ?? null) : null,
      startedAt: update.enabled ? (before.enabled ? before.startedAt : new Date().toISOString()) : null,
    }
    await tx
      .insert(appSetting)
      .values({ key: KEY, value: next, updatedBy: actor.userId })
      .onConflictDoUpdate({
        target: appSetting.key,
        set: { value: next, updatedBy: actor.userId, updatedAt: new Date() },
      })
    await recordAudit(tx, actor, {
      action: next.enabled ? 'maintenance.on' : 'maintenance.off',
      targetType: 'setting',
      targetId: KEY,
      before: { enabled: before.enabled, endsAt: before.endsAt },
      after: { enabled: next.enabled, endsAt: next.endsAt, message: next.message },
      ...(reason ? { details: { reason } } : {}),
    })
    await announceSettingsChange(tx)
    return next
  })
  caches.set(db, { at: Date.now(), state })
  return state
}

/** Seconds a client should wait before trying again: until the announced end, else 5 minutes. */
export function retryAfterSeconds(state: MaintenanceState, now = Date.now()): number {
  if (!state.endsAt) return 300
  const seconds = Math.ceil((Date.parse(state.endsAt) - now) / 1000)
  return Math.min(86_400, Math.max(60, Number.isFinite(seconds) ? seconds : 300))
}
