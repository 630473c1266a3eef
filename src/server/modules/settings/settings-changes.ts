import type { Database } from '@server/db/client'
import { sql } from 'drizzle-orm'

/** The channel on which a saved setting (maintenance included) is announced to every instance. */
export const SETTINGS_CHANNEL = 'luxpro_settings_changed'

const heard = new WeakSet<Database>()

/**
 * Whether the changes of this database's settings are heard (the app listens on SETTINGS_CHANNEL):
 * then readers keep what they read until told, instead of reading again every second or two.
 */
export const settingsChangesHeard = (db: Database) => heard.has(db)

export function hearSettingsChanges(db: Database, on: boolean) {
  if (on) heard.add(db)
  else heard.delete(db)
}

/** Tells every instance, once the transaction commits, that a setting changed. */
export async function announceSettingsChange(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, '')`)
}
