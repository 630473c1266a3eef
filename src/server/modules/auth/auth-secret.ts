import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { Config } from '@server/config'

/**
 * The secret that signs sessions: AUTH_SECRET, required in production. Elsewhere one is generated
 * once into the data directory, so sessions survive restarts of `npm start`.
 */
export function resolveAuthSecret(config: Config, file: string): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET
  if (config.NODE_ENV === 'production')
    throw new Error('AUTH_SECRET (32+ characters) must be set in production')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dirname(file), { recursive: true })
  const secret = randomBytes(32).toString('hex')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
