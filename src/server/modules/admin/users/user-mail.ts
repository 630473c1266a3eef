import { randomBytes } from 'node:crypto'
import type { Database } from '@server/db/client'
import { user } from '@server/db/schema/index'
import { DomainError } from '@server/http/domain-error'
import type { Mailer } from '@server/modules/mail/mailer'
import { isUiLanguage } from '@shared/i18n/languages'
import { eq } from 'drizzle-orm'

/** Where the reset link lands once the token is checked (the reset form of /auth). */
const RESET_CALLBACK = '/auth?tab=reset'
/** An invitation link gives a week to choose a password; a reset link an hour. */
const INVITE_SECONDS = 7 * 24 * 60 * 60
const RESET_SECONDS = 60 * 60

export interface MailDeps {
  db: Database
  mailer: Mailer
  publicUrl: string
  /** The auth library's own way to store a one-time token (internalAdapter.createVerificationValue). */
  storeToken: (data: { identifier: string; value: string; expiresAt: Date }) => Promise<unknown>
}

/**
 * A one-time link to choose a password: the auth library's own reset token (its verification row
 * and its /reset-password/:token route), so the link works exactly like "forgot password".
 */
async function passwordLink(deps: MailDeps, userId: string, seconds: number): Promise<string> {
  const token = randomBytes(18).toString('base64url')
  await deps.storeToken({
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + seconds * 1000),
  })
  return `${deps.publicUrl}/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent(RESET_CALLBACK)}`
}

async function recipient(db: Database, userId: string) {
  const [row] = await db
    .select({ id: user.id, name: user.name, email: user.email, language: user.language })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1)
  if (!row) throw new DomainError('not_found', 404)
  return { ...row, language: isUiLanguage(row.language) ? row.language : ('en' as const) }
}

/** The account an admin created: an invitation to choose a password, in the person's language. */
export async function sendInvitation(deps: MailDeps, userId: string): Promise<void> {
  const to = await recipient(deps.db, userId)
  const url = await passwordLink(deps, userId, INVITE_SECONDS)
  await deps.mailer.send({
    to: to.email,
    userId,
    template: 'account-invite',
    language: to.language,
    vars: { name: to.name, url },
  })
}

/**
 * "Send a password-reset email": the same email as "forgot password", sent for the person. Returns
 * where it went and for how long the link works (what the audit entry records).
 */
export async function sendPasswordReset(
  deps: MailDeps,
  userId: string,
): Promise<{ to: string; validMinutes: number }> {
  const to = await recipient(deps.db, userId)
  const url = await passwordLink(deps, userId, RESET_SECONDS)
  await deps.mailer.send({
    to: to.email,
    userId,
    template: 'reset-password',
    language: to.language,
    vars: { name: to.name, url },
  })
  return { to: to.email, validMinutes: RESET_SECONDS / 60 }
}
