import type { Config } from '@server/config'
import type { Database } from '@server/db/client'
import { readSetting } from '@server/modules/settings/settings-store'
import type { AccessRequestMode } from '@shared/access/access-features'

/** On when the environment says so (it wins), or when an admin switched it on (ADR 026). */
export async function accessGateEnabled(db: Database, config: Config): Promise<boolean> {
  if (config.ACCESS_GATE_ENABLED === 'true') return true
  return (await readSetting(db, 'accessGate')).enabled
}

/** How /access offers a code to someone without one (ADR 050). */
export async function accessRequestMode(db: Database): Promise<AccessRequestMode> {
  return (await readSetting(db, 'accessGate')).requestMode
}
