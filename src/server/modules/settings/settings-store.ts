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
import { announceSettingsChange, settingsChangesHeard } from './settings-changes'

/**
 * How long a process that does not hear the changes (a script) keeps what it read. The server hears
 * them (settings-changes.ts): it keeps the settings until one changes, and never reads them per request.
 */
const CACHE_MS = 2000

const caches = new WeakMap<Database, { at: number; value: Settings }>()

/** Forget what was read: a setting changed (here, in another instance, or by a restore). */
export const forgetSettings = (db: Database) => void caches.delete(db)

/**
 * The settings: what admins saved over the defaults. A saved value that no longer passes the
 * schema (a rule tightened since) falls back to the default rather than breaking the readers.
 */
export async function readSettings(db: Database): Promise<Settings> {
  const cached = caches.get(db)
  if (cached && (settingsChangesHeard(db) || Date.now() - cached.at < CACHE_MS)) return cached.value
  const rows = await db.select().from(appSetting).where(inArray(appSetting.key, SETTING_KEYS))
  const merged: Record<string, unknown> = { ...DEFAULT_SETTINGS }
  for (const row of rows) {
    const key = row.key as SettingKey
    const checked = SettingsSchema.shape[key].safeParse(row.value)
    if (checked.success) merged[key] = checked.data
  }
  const value = merged as Settings
  caches.set(db, { at: Date.now(), value })
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
    let changed = false
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
      changed = true
    }
    if (changed) await announceSettingsChange(tx)
  })
  forgetSettings(db)
  return readSettings(db)
}

/** A raw stored value (maintenance keeps its state here too). */
export async function readStored(db: Database, key: string): Promise<unknown> {
  const [row] = await db.select({ value: appSetting.value }).from(appSetting).where(eq(appSetting.key, key))
  return row?.value ?? null
}
