import { join } from 'node:path'
import type { Config } from '@server/config'
import type { DatabaseTarget } from './client'

/** PostgreSQL when DATABASE_URL is set, else the embedded database in $DATA_DIR/db (locked while open). */
export function databaseTarget(
  config: Config,
  dataDir: string,
  log: { warn: (message: string) => void },
): DatabaseTarget {
  if (config.DATABASE_URL) return { driver: 'postgres', url: config.DATABASE_URL }
  return {
    driver: 'pglite',
    dataDir: join(dataDir, 'db'),
    log: (message) => log.warn(message),
    statementTimesFile: config.PGLITE_STATEMENT_TIMES,
  }
}
