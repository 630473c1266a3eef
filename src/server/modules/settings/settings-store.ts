import type { Database } from '@server/db/client'
import { appSetting } from '@server/db/schema/index'
import { type AuditActor, recordAudit } from '@server/modules/audit/audit-log'
import {
  DEFAULT_SETTINGS,
  SETTING_KEYS,
  type SettingKey,
  type Settings,
  SettingsSchema,
} from '@shared/admin/settings-schemas'
import { eq, inArray } from 'drizzle-orm'

/** How long an instance keeps what it read: a change reaches every instance within this time. */
const CACHE_MS = 2000

let cached: { at: number; db: Database; value: Settings } | null = null

/**
 * The settings: what admins saved over the defaults. A saved value that no longer passes the
 * schema (a rule tightened since) falls back to the default rather than breaking the readers.
 */
export async function readSettings(db: Database): Promise<Settings> {
  if (cached && cached.db === db && Date.now() - cached.at < CACHE_MS) return cached.value
  const rows = await db.select().from(appSetting).where(inArray(appSetting.key, SETTING_KEYS))
  const merged: Record<string, unknown> = { ...DEFAULT_SETTINGS }
  for (const row of rows) {
    const key = row.key as SettingKey
    const checked = SettingsSchema.shape[key].safeParse(row.value)
    if (checked.success) merged[key] = checked.data
  }
  const value = merged as Settings
  cached = { at: Date.now(), db, value }
  return value
}

/** One setting (other modules read what they need: the support email, the credit policy…). */
export async function readSetting<K extends SettingKey>(db: Database, key: K): Promise<Settings[K]> {
  return (await readSettings(db))[key]
}

/** Saves the given settings; each one that changes gets its audit entry, in the same transaction. */
export async function updateSettings(
  db: Database,
  actor: AuditActor,
  changes: Partial<Settings>,
): Promise<Settings> {
  const current = await readSettings(db)
  await db.transaction(async (tx) => {
    for (const key of SETTING_KEYS) {
      const value = changes[key]
      if (value === undefined || JSON.stringify(value) === JSON.stringify(current[key])) continue
      await tx
        .insert(appSetting)
        .values({ key, value, updatedBy: actor.userId, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: appSetting.key,
          set: { value, updatedBy: actor.userId, updatedAt: new Date() },
        })
      await recordAudit(tx, actor, {
        action: 'settings.update',
        targetType: 'setting',
        targetId: key,
        before: { [key]: current[key] },
        after: { [key]: value },
      })
    }
  })
  cached = null
  return readSettings(db)
}

/** A raw stored value (maintenance keeps its state here too). */
export async function readStored(db: Database, key: string): Promise<unknown> {
  const [row] = await db.select({ value: appSetting.value }).from(appSetting).where(eq(appSetting.key, key))
  return row?.value ?? null
}
