import type { Database } from '@server/db/client'
import { accessCode } from '@server/db/schema/index'
import { DomainError } from '@server/http/domain-error'
import { type AuditActor, recordAudit } from '@server/modules/audit/audit-log'
import type { Mailer } from '@server/modules/mail/mailer'
import {
  ACCESS_CODE_RESEND_SECONDS,
  type AccessCodeCreate,
  type AccessCodeRow,
  type AccessCodeState,
  type AccessInvite,
} from '@shared/access/access-schemas'
import type { UiLanguage } from '@shared/i18n/languages'
import { and, desc, eq, gt } from 'drizzle-orm'
import { codeHint, newAccessCode, secretHash } from './access-secrets'
import { forgetAccessSessions } from './access-sessions'

type CodeRecord = typeof accessCode.$inferSelect

/** A code asked for on /access: one use, for an hour, limited level (ADR 026). */
const REQUESTED_CODE = {
  accessLevel: 'limited' as const,
  features: { chat: true, dashboard: true, directory: true, profile: true, full_access: false },
  validForMs: 3_600_000,
}

export function stateOf(code: CodeRecord, now = new Date()): AccessCodeState {
  if (code.revokedAt) return 'revoked'
  if (code.expiresAt && code.expiresAt <= now) return 'expired'
  if (code.maxUses !== null && code.uses >= code.maxUses) return 'used_up'
  return 'active'
}

export function rowOf(code: CodeRecord): AccessCodeRow {
  return {
    id: code.id,
    hint: code.hint,
    accessLevel: code.accessLevel,
    features: code.features,
    expiresAt: code.expiresAt?.toISOString() ?? null,
    maxUses: code.maxUses,
    uses: code.uses,
    lastUsedAt: code.lastUsedAt?.toISOString() ?? null,
    note: code.note,
    email: code.email,
    source: code.source,
    state: stateOf(code),
    revokedAt: code.revokedAt?.toISOString() ?? null,
    createdAt: code.createdAt.toISOString(),
  }
}

type Executor = Pick<Database, 'insert'>

export async function insertCode(
  db: Executor,
  values: Omit<typeof accessCode.$inferInsert, 'codeHash' | 'hint'>,
): Promise<{ code: string; record: CodeRecord }> {
  const { code, normalized } = newAccessCode()
  const [record] = await db
    .insert(accessCode)
    .values({ ...values, codeHash: secretHash(normalized), hint: codeHint(normalized) })
    .returning()
  if (!record) throw new Error('access code not stored')
  return { code, record }
}

export const accessPageUrl = (publicUrl: string, language: UiLanguage) =>
  `${publicUrl.replace(/\/+$/, '')}/access${language === 'en' ? '' : `?lang=${language}`}`

/** An admin's new code (audited with it); the code is returned once, only its hash is kept. */
export async function createCode(db: Database, actor: AuditActor, input: AccessCodeCreate) {
  return db.transaction(async (tx) => {
    const { code, record } = await insertCode(tx, {
      ...input,
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
      source: 'admin',
      createdBy: actor.userId,
    })
    await recordAudit(tx, actor, {
      action: 'access_code.create',
      targetType: 'access_code',
      targetId: record.id,
      after: { ...rowOf(record) },
    })
    return { code, row: rowOf(record) }
  })
}

/**
 * One single-use code per address, each emailed in the chosen language; codes, emails and the audit
 * entry are written in one transaction (an invitation is never half sent).
 */
export async function inviteByEmail(
  db: Database,
  mailerFor: (tx: Database) => Mailer,
  actor: AuditActor,
  input: AccessInvite,
  publicUrl: string,
): Promise<number> {
  const emails = [...new Set(input.emails)]
  await db.transaction(async (tx) => {
    const mailer = mailerFor(tx as unknown as Database)
    const ids: string[] = []
    for (const email of emails) {
      const { code, record } = await insertCode(tx, {
        accessLevel: input.accessLevel,
        features: input.features,
        expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
        maxUses: 1,
        note: input.note,
        email,
        source: 'invite',
        createdBy: actor.userId,
      })
      ids.push(record.id)
      await mailer.send({
        to: email,
        template: 'access-invite',
        language: input.language,
        vars: { name: email, url: accessPageUrl(publicUrl, input.language), detail: code },
      })
    }
    await recordAudit(tx, actor, {
      action: 'access_code.invite',
      targetType: 'access_code',
      targetId: ids.join(','),
      after: { accessLevel: input.accessLevel, features: input.features, expiresAt: input.expiresAt },
      details: { count: emails.length, emails, note: input.note },
    })
  })
  return emails.length
}

/** Revokes a code: no new use, and the sessions it opened end (audited with it). */
export async function revokeCode(db: Database, actor: AuditActor, id: string): Promise<AccessCodeRow> {
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(accessCode).where(eq(accessCode.id, id)).for('update')
    if (!before) throw new DomainError('not_found', 404)
    if (before.revokedAt) return rowOf(before)
    const [after] = await tx
      .update(accessCode)
      .set({ revokedAt: new Date() })
      .where(eq(accessCode.id, id))
      .returning()
    if (!after) throw new DomainError('not_found', 404)
    await recordAudit(tx, actor, {
      action: 'access_code.revoke',
      targetType: 'access_code',
      targetId: id,
      before: { state: stateOf(before), uses: before.uses },
      after: { state: 'revoked' },
    })
    return rowOf(after)
  })
  forgetAccessSessions()
  return row
}

export async function listCodes(
  db: Database,
  filter: { state?: AccessCodeState; source?: 'admin' | 'invite' | 'request' },
): Promise<AccessCodeRow[]> {
  const records = await db
    .select()
    .from(accessCode)
    .where(filter.source ? eq(accessCode.source, filter.source) : undefined)
    .orderBy(desc(accessCode.createdAt))
    .limit(500)
  const rows = records.map(rowOf)
  return filter.state ? rows.filter((row) => row.state === filter.state) : rows
}

/**
 * A code asked for on /access, emailed in the page's language. The same address gets at most one
 * per resend interval (the route's limiter also counts per IP and per email).
 */
export async function requestCodeByEmail(
  db: Database,
  mailerFor: (tx: Database) => Mailer,
  email: string,
  language: UiLanguage,
  publicUrl: string,
): Promise<'sent' | 'too_soon'> {
  return db.transaction(async (tx) => {
    const since = new Date(Date.now() - ACCESS_CODE_RESEND_SECONDS * 1000)
    const [recent] = await tx
      .select({ id: accessCode.id })
      .from(accessCode)
      .where(
        and(eq(accessCode.email, email), eq(accessCode.source, 'request'), gt(accessCode.createdAt, since)),
      )
      .limit(1)
    if (recent) return 'too_soon'
    const { code } = await insertCode(tx, {
      accessLevel: REQUESTED_CODE.accessLevel,
      features: REQUESTED_CODE.features,
      expiresAt: new Date(Date.now() + REQUESTED_CODE.validForMs),
      maxUses: 1,
      email,
      source: 'request',
      note: '',
    })
    await mailerFor(tx as unknown as Database).send({
      to: email,
      template: 'access-code',
      language,
      vars: { name: email, url: accessPageUrl(publicUrl, language), detail: code },
    })
    return 'sent'
  })
}
