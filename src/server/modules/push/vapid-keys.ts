import type { Config } from '@server/config'
import type { Database } from '@server/db/client'
import { pushVapidKey } from '@server/db/schema/index'
import { eq } from 'drizzle-orm'
import webPush from 'web-push'

export interface VapidKeys {
  publicKey: string
  privateKey: string
  /** The contact push services may write to about this server's messages. */
  subject: string
}

/** The contact: VAPID_SUBJECT, else the public site when it is https, else a mailbox at its host. */
function subjectOf(config: Config): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT
  const site = new URL(config.PUBLIC_URL)
  return site.protocol === 'https:' ? site.origin : `mailto:push@${site.hostname}`
}

/** Whether this server can push at all: keys configured, or made for it outside production. */
export const pushPossible = (config: Config) =>
  Boolean(config.VAPID_PUBLIC_KEY) || config.NODE_ENV !== 'production'

/**
 * The VAPID key pair: the configured one; outside production without one, the pair made once and
 * kept in the database (the first instance to ask makes it, every other reads it); null in
 * production without keys (push is off, the settings say so).
 */
export function vapidKeysOf(config: Config, db: () => Database) {
  let kept: Promise<VapidKeys | null> | undefined
  const resolve = async (): Promise<VapidKeys | null> => {
    const subject = subjectOf(config)
    if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
      return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject }
    if (!pushPossible(config)) return null
    const made = webPush.generateVAPIDKeys()
    await db()
      .insert(pushVapidKey)
      .values({ id: 1, ...made })
      .onConflictDoNothing()
    const [stored] = await db().select().from(pushVapidKey).where(eq(pushVapidKey.id, 1))
    return stored ? { publicKey: stored.publicKey, privateKey: stored.privateKey, subject } : null
  }
  return () => {
    kept ??= resolve().catch((error: unknown) => {
      kept = undefined
      throw error
    })
    return kept
  }
}
export type VapidKeysSource = ReturnType<typeof vapidKeysOf>
