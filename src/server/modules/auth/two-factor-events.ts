import type { Database } from '@server/db/client'
import { user } from '@server/db/schema/index'
import { type Executor, recordAudit, SYSTEM_ACTOR } from '@server/modules/audit/audit-log'
import type { SecurityEmailTemplate } from '@server/modules/mail/email-template-names'
import type { Mailer } from '@server/modules/mail/mailer'
import { isUiLanguage } from '@shared/i18n/languages'
import { eq } from 'drizzle-orm'

/** What happened to an account's second sign-in step (`reset`: by the operator, for a locked-out owner). */
export type TwoFactorEvent = 'enabled' | 'disabled' | 'backup_codes_renewed' | 'backup_code_used' | 'reset'

const TEMPLATES: Record<TwoFactorEvent, SecurityEmailTemplate> = {
  enabled: 'two-factor-enabled',
  disabled: 'two-factor-disabled',
  reset: 'two-factor-disabled',
  backup_codes_renewed: 'two-factor-backup-codes-renewed',
  backup_code_used: 'two-factor-backup-code-used',
}

export interface TwoFactorEventDeps {
  db: Database
  /** A mailer writing to the outbox in the given transaction. */
  mailerFor: (tx: Database) => Mailer
  publicUrl: string
}

/** Where the change came from: the request's address and browser. */
export interface RequestOrigin {
  ip: string | null
  userAgent: string | null
}

/**
 * Records a change to an account's second step in the audit log (`auth.two_factor_<event>`) and
 * tells the owner by email, in one transaction (with `change`, the change itself): all are written
 * or none. The owner is the actor, except for an operator's reset.
 */
export async function recordTwoFactorEvent(
  deps: TwoFactorEventDeps,
  event: TwoFactorEvent,
  userId: string,
  origin: RequestOrigin,
  details: { remaining?: number } = {},
  change?: (tx: Executor) => Promise<void>,
): Promise<void> {
  const [owner] = await deps.db
    .select({ id: user.id, email: user.email, name: user.name, language: user.language })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1)
  if (!owner) return
  const actor =
    event === 'reset'
      ? SYSTEM_ACTOR
      : {
          userId: owner.id,
          email: owner.email,
          ip: origin.ip,
          userAgent: origin.userAgent?.slice(0, 300) ?? null,
        }
  await deps.db.transaction(async (tx) => {
    await change?.(tx)
    await recordAudit(tx, actor, {
      action: `auth.two_factor_${event}`,
      targetType: 'account',
      targetId: owner.id,
      details: Object.keys(details).length > 0 ? details : null,
    })
    await deps.mailerFor(tx as unknown as Database).send({
      to: owner.email,
      userId: owner.id,
      template: TEMPLATES[event],
      language: isUiLanguage(owner.language) ? owner.language : 'en',
      vars: { name: owner.name, url: `${deps.publicUrl}/settings`, detail: String(details.remaining ?? '') },
    })
  })
}
