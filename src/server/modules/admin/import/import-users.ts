import type { Database } from '@server/db/client'
import { profile, user } from '@server/db/schema/index'
import { DomainError } from '@server/http/domain-error'
import { newAccountId } from '@server/modules/admin/users/user-actions'
import { type AuditActor, recordAudit } from '@server/modules/audit/audit-log'
import { AccountCreateSchema, TYPE_OF_ROLE } from '@shared/admin/account-admin-schemas'
import type { ImportRowError } from '@shared/admin/import-schemas'
import { inArray } from 'drizzle-orm'
import type { z } from 'zod'
import { type CsvRow, rowIssues } from './csv-rows'

type Account = z.infer<typeof AccountCreateSchema>
const COLUMN_OF: Record<string, string> = { phoneNumber: 'phone' }
const BATCH = 500

/** Every row through the API's own schema (AccountCreateSchema); emails taken in the file or in LuxPro. */
export async function validateUsers(db: Database, rows: CsvRow[]) {
  const errors: ImportRowError[] = []
  const valid: Array<{ line: number; account: Account }> = []
  for (const row of rows) {
    const { name, email, role, language, location, phone } = row.values
    const parsed = AccountCreateSchema.safeParse({
      name,
      email,
      role: role?.toLowerCase(),
      language: language ? language.toLowerCase() : undefined,
      location: location || undefined,
      phoneNumber: phone || undefined,
    })
    if (parsed.success) valid.push({ line: row.line, account: parsed.data })
    else errors.push(...rowIssues(row.line, parsed.error.issues, (field) => COLUMN_OF[field] ?? field))
  }
  let duplicates = 0
  const seen = new Map<string, number>()
  const taken = new Set<string>()
  const emails = valid.map((row) => row.account.email)
  for (let i = 0; i < emails.length; i += 1000) {
    const found = await db
      .select({ email: user.email })
      .from(user)
      .where(inArray(user.email, emails.slice(i, i + 1000)))
    for (const row of found) taken.add(row.email)
  }
  const unique: typeof valid = []
  for (const row of valid) {
    const first = seen.get(row.account.email)
    if (first !== undefined) {
      duplicates++
      errors.push({ line: row.line, field: 'email', message: `The same email as line ${first}.` })
    } else if (taken.has(row.account.email)) {
      duplicates++
      errors.push({ line: row.line, field: 'email', message: 'An account with this email already exists.' })
    } else unique.push(row)
    if (first === undefined) seen.set(row.account.email, row.line)
  }
  return { valid: unique, errors, duplicates }
}

/**
 * Creates the accounts in one transaction (all or none), verified, without a password: each person
 * chooses one with "forgot password". One audit entry records the import.
 */
export async function applyUsers(
  db: Database,
  actor: AuditActor,
  rows: Array<{ account: Account }>,
  onProgress: (done: number) => void,
): Promise<number> {
  return db.transaction(async (tx) => {
    let done = 0
    for (let i = 0; i < rows.length; i += BATCH) {
      const batch = rows.slice(i, i + BATCH).map(({ account }) => ({ id: newAccountId(), account }))
      const inserted = await tx
        .insert(user)
        .values(
          batch.map(({ id, account }) => ({
            id,
            name: account.name,
            email: account.email,
            emailVerified: true,
            type: TYPE_OF_ROLE[account.role],
            role: account.role === 'admin' ? 'admin' : 'user',
            language: account.language,
          })),
        )
        .onConflictDoNothing({ target: user.email })
        .returning({ id: user.id })
      // Someone took one of these emails since the dry run: nothing is imported.
      if (inserted.length !== batch.length) throw new DomainError('import_invalid', 400)
      await tx.insert(profile).values(
        batch.map(({ id, account }) => ({
          userId: id,
          location: account.location || null,
          phoneNumber: account.phoneNumber || null,
        })),
      )
      done += batch.length
      onProgress(done)
    }
    await recordAudit(tx, actor, {
      action: 'import.users',
      targetType: 'import',
      targetId: 'users',
      after: { created: done },
    })
    return done
  })
}
