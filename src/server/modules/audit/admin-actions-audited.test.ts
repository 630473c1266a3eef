import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { accessWaitlist, auditLog, providerDocument } from '@server/db/schema/index'
import { multipartBody } from '@server/modules/files/multipart-body'
import { ORIGIN, signedInAs, uniqueEmail } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { ALL_FEATURES } from '@shared/access/access-features'
import { LAST_REMINDER_STEP } from '@shared/billing/reminders'
import { and, eq, gte, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * Every admin action that changes something leaves its audit row (ADR 017). The routes come from
 * the app itself (every route it registered, as the access guard collected them), so a new admin
 * route that writes without its row fails here: it has no case below (or its case finds no row).
 */

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE'
interface Call {
  url: string
  payload?: object | string | Buffer
  headers?: Record<string, string>
}
interface Case {
  /** The call, with whatever it needs made first (ids in its address, a record to act on). */
  call: () => Promise<Call>
  /** The audit action the call must write (with its actor, its target, and before and/or after). */
  action: string
}

/** Admin routes that change nothing, so write no row: each with its reason. */
const WRITES_NOTHING: Record<string, string> = {
  'POST /api/admin/email-templates/:template/:language/preview':
    'renders a draft with sample data: nothing is saved or sent',
}

let t: TestApp
let admin: Awaited<ReturnType<typeof signedInAs>>
let customer: Awaited<ReturnType<typeof signedInAs>>
/** The customer's requests to two listings, one with a message: what moderation acts on. */
let requestIds: number[] = []
const dataDir = mkdtempSync(join(tmpdir(), 'luxpro-audit-walk-'))

beforeAll(async () => {
  t = await buildTestApp({ DATA_DIR: dataDir })
  admin = await signedInAs(t, 'admin')
  customer = await signedInAs(t, 'individual')
  const listed = await t.database.db.execute<{ id: number }>(
    sql`select id from provider where status = 'active' and email is not null order by id limit 2`,
  )
  const asCustomer = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: { cookie: customer.cookie, origin: ORIGIN } })
  const sent = await asCustomer('/api/quote-requests', {
    providerIds: listed.rows.map((row) => row.id),
    project: {
      name: 'Repaint the kitchen',
      category: 'painting',
      description: 'Two coats on 30 m² of walls, the ceiling too.',
      location: 'Strassen',
    },
  })
  expect(sent.statusCode, sent.body).toBe(201)
  requestIds = sent.json().requests.map((r: { id: number }) => r.id)
  const message = await asCustomer(`/api/quote-requests/${requestIds[0]}/messages`, {
    body: 'You are all thieves, answer now!!!',
  })
  expect(message.statusCode, message.body).toBe(201)
})
afterAll(async () => {
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const fixture = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8')
const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T> => {
  const [row] = (await t.database.db.execute<T>(query)).rows
  if (!row) throw new Error(`nothing found for ${JSON.stringify(query)}`)
  return row as T
}
const inject = (method: 'GET' | Method, call: Call) =>
  t.app.inject({
    method,
    url: call.url,
    headers: { cookie: admin.cookie, origin: ORIGIN, ...call.headers },
    ...(call.payload === undefined ? {} : { payload: call.payload }),
  })
async function ok(method: 'GET' | Method, call: Call) {
  const res = await inject(method, call)
  expect(res.statusCode, `${method} ${call.url}: ${res.body}`).toBeLessThan(300)
  return res
}

/** A fresh account of the given type (made by the admin API, so it exists like any other). */
async function newAccount(role: 'customer' | 'provider' = 'customer') {
  const res = await ok('POST', {
    url: '/api/admin/users',
    payload: { name: 'Audit Walker', email: uniqueEmail('walk'), role },
  })
  return res.json().id as string
}
let listings = 0
async function newListing() {
  const name = `Audit walk ${++listings}`
  const res = await ok('POST', {
    url: '/api/admin/providers',
    payload: { name, categories: ['painting'], locality: 'Strassen' },
  })
  return { id: res.json().id as number, name }
}
/** An insurance certificate waiting for review, on a listing of its own. */
async function pendingDocument() {
  const [row] = await t.database.db
    .insert(providerDocument)
    .values({
      providerId: (await newListing()).id,
      kind: 'insurance',
      fileName: 'insurance.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 8,
      bytes: Buffer.from('%PDF-1.4'),
    })
    .returning({ id: providerDocument.id })
  return row?.id
}
async function newTicket() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/public/contact',
    headers: { origin: ORIGIN },
    remoteAddress: `10.77.0.${Math.floor(Math.random() * 250) + 1}`,
    payload: {
      name: 'Anne Schmit',
      email: uniqueEmail('ticket'),
      topic: 'question',
      message: 'Do you also list chimney sweeps in the north?',
      language: 'en',
    },
  })
  expect(res.statusCode, res.body).toBe(201)
  return (
    await one<{ id: number }>(sql`select id from support_ticket where reference = ${res.json().reference}`)
  ).id
}
const applicationIn = async (status: string) =>
  (
    await one<{ id: number }>(
      sql`select id from partner_application where status = ${status} order by id limit 1`,
    )
  ).id

let backupId = 0
let backupFileName = ''
let hiddenReviewId = 0
let templateSaved = false
let statementEntryId = 0

const TEMPLATE = '/api/admin/email-templates/reset-password/de'
const RESTORE = { confirmation: 'RESTORE' }

/**
 * One case per state-changing admin route, in the order they run (a restore last: it takes the
 * data back to the backup's).
 */
const CASES: Record<string, Case> = {
  // Accounts
  'POST /api/admin/users': {
    action: 'user.create',
    call: async () => ({
      url: '/api/admin/users',
      payload: { name: 'Lea Kremer', email: uniqueEmail('lea'), role: 'customer', language: 'fr' },
    }),
  },
  'PATCH /api/admin/users/:id': {
    action: 'user.edit',
    call: async () => ({
      url: `/api/admin/users/${await newAccount()}`,
      payload: { name: 'Léa Kremer-Weis' },
    }),
  },
  'POST /api/admin/users/:id/status': {
    action: 'user.deactivate',
    call: async () => ({
      url: `/api/admin/users/${await newAccount()}/status`,
      payload: { status: 'inactive', reason: 'Asked to leave' },
    }),
  },
  'POST /api/admin/users/:id/role': {
    action: 'user.role_change',
    call: async () => ({ url: `/api/admin/users/${await newAccount()}/role`, payload: { role: 'provider' } }),
  },
  'POST /api/admin/users/:id/verify': {
    action: 'user.verify',
    call: async () => ({ url: `/api/admin/users/${await newAccount()}/verify`, payload: { verified: true } }),
  },
  'POST /api/admin/users/:id/credits': {
    action: 'credits.refill',
    call: async () => ({
      url: `/api/admin/users/${await newAccount()}/credits`,
      payload: { delta: 5, reason: 'Goodwill after an outage' },
    }),
  },
  'POST /api/admin/users/:id/password-reset': {
    action: 'user.password_reset_sent',
    call: async () => ({ url: `/api/admin/users/${await newAccount()}/password-reset` }),
  },
  'POST /api/admin/users/:id/delete': {
    action: 'user.delete',
    call: async () => {
      const id = await newAccount()
      const { email } = await one<{ email: string }>(sql`select email from "user" where id = ${id}`)
      return { url: `/api/admin/users/${id}/delete`, payload: { confirm: email } }
    },
  },
  'POST /api/admin/users/bulk': {
    action: 'user.deactivate',
    call: async () => ({
      url: '/api/admin/users/bulk',
      payload: { ids: [await newAccount(), await newAccount()], action: 'deactivate' },
    }),
  },
  'POST /api/admin/credits/refill': {
    action: 'credits.refill',
    call: async () => ({
      url: '/api/admin/credits/refill',
      payload: { userId: await newAccount(), amount: 3 },
    }),
  },
  'POST /api/admin/import/:kind': {
    action: 'import.users',
    call: async () => ({
      url: '/api/admin/import/users?mode=apply',
      headers: { 'content-type': 'text/csv' },
      payload: `name,email,role\nTom Weber,${uniqueEmail('tom')},customer\n`,
    }),
  },

  // Listings
  'POST /api/admin/providers': {
    action: 'provider.create',
    call: async () => ({
      url: '/api/admin/providers',
      payload: { name: 'Peinture Audit', categories: ['painting'], locality: 'Mersch' },
    }),
  },
  'PATCH /api/admin/providers/:id': {
    action: 'provider.edit',
    call: async () => ({
      url: `/api/admin/providers/${(await newListing()).id}`,
      payload: { phone: '+352 621 123 456' },
    }),
  },
  'POST /api/admin/providers/:id/status': {
    action: 'provider.deactivate',
    call: async () => ({
      url: `/api/admin/providers/${(await newListing()).id}/status`,
      payload: { status: 'inactive' },
    }),
  },
  'POST /api/admin/providers/:id/checks': {
    action: 'provider.checks',
    call: async () => ({
      url: `/api/admin/providers/${(await newListing()).id}/checks`,
      payload: { premium: true },
    }),
  },
  'POST /api/admin/providers/:id/delete': {
    action: 'provider.delete',
    call: async () => {
      const listing = await newListing()
      return { url: `/api/admin/providers/${listing.id}/delete`, payload: { confirm: listing.name } }
    },
  },
  'POST /api/admin/providers/bulk': {
    action: 'provider.deactivate',
    call: async () => ({
      url: '/api/admin/providers/bulk',
      payload: { ids: [(await newListing()).id, (await newListing()).id], action: 'deactivate' },
    }),
  },

  // Trust documents: the verification queue
  'POST /api/admin/documents/:id/approve': {
    action: 'document.approve',
    call: async () => ({
      url: `/api/admin/documents/${await pendingDocument()}/approve`,
      payload: { validUntil: '2099-12-31' },
    }),
  },
  'POST /api/admin/documents/:id/reject': {
    action: 'document.reject',
    call: async () => ({
      url: `/api/admin/documents/${await pendingDocument()}/reject`,
      payload: { reason: 'The extract is older than three months.' },
    }),
  },

  // Partner applications: the review from start to decision
  'POST /api/admin/partner-applications/:id/start-review': {
    action: 'application.start_review',
    call: async () => ({
      url: `/api/admin/partner-applications/${await applicationIn('submitted')}/start-review`,
    }),
  },
  'POST /api/admin/partner-applications/:id/notes': {
    action: 'application.note',
    call: async () => ({
      url: `/api/admin/partner-applications/${await applicationIn('in_review')}/notes`,
      payload: { note: 'The RCS extract matches the company name.' },
    }),
  },
  'POST /api/admin/partner-applications/:id/request-info': {
    action: 'application.request_info',
    call: async () => ({
      url: `/api/admin/partner-applications/${await applicationIn('in_review')}/request-info`,
      payload: { question: 'Could you send your insurance certificate?' },
    }),
  },
  'POST /api/admin/partner-applications/:id/approve': {
    action: 'application.approve',
    call: async () => {
      const id = await applicationIn('submitted')
      await ok('POST', { url: `/api/admin/partner-applications/${id}/start-review` })
      return { url: `/api/admin/partner-applications/${id}/approve` }
    },
  },
  'POST /api/admin/partner-applications/:id/decline': {
    action: 'application.decline',
    call: async () => ({
      url: `/api/admin/partner-applications/${await applicationIn('info_requested')}/decline`,
      payload: { reason: 'We cannot verify the trade permit number.' },
    }),
  },

  // Moderation and support
  'POST /api/admin/quote-requests/:id/cancel': {
    action: 'project.cancel',
    call: async () => ({
      url: `/api/admin/quote-requests/${requestIds[1]}/cancel`,
      payload: { reason: 'Duplicate request' },
    }),
  },
  'POST /api/admin/messages/:id/hide': {
    action: 'message.hide',
    call: async () => {
      const { id } = await one<{ id: number }>(
        sql`select id from quote_message where quote_request_id = ${requestIds[0]} and hidden_at is null limit 1`,
      )
      return { url: `/api/admin/messages/${id}/hide`, payload: { reason: 'Insults' } }
    },
  },
  'POST /api/admin/unmatched-requests/:id/assign': {
    action: 'unmatched.assign',
    call: async () => {
      // What the assistant keeps when it finds nobody: the customer's words, from their chat.
      const sessionId = `audit-walk-${Date.now()}`
      await t.database.db.execute(sql`insert into chat_session (id, user_id, details, expires_at)
        values (${sessionId}, ${customer.userId}, '{}'::jsonb, now() + interval '1 day')`)
      const { id } = await one<{ id: number }>(sql`insert into unmatched_request
        (session_id, text, category, locality, commune, language)
        values (${sessionId}, 'Mon ramoneur a pris sa retraite', 'cleaning', 'Clervaux', 'Clervaux', 'fr')
        returning id`)
      const candidates = await ok('GET', {
        url: `/api/admin/unmatched-requests/${id}/candidates?radiusKm=100`,
      })
      const providerIds = (candidates.json().candidates as Array<{ id: number }>).slice(0, 2).map((c) => c.id)
      expect(providerIds.length).toBeGreaterThan(0)
      return { url: `/api/admin/unmatched-requests/${id}/assign`, payload: { providerIds } }
    },
  },
  'POST /api/admin/reviews/:id/hide': {
    action: 'review.hide',
    call: async () => {
      const { id } = await one<{ id: number }>(
        sql`select id from review where hidden_at is null order by id limit 1`,
      )
      hiddenReviewId = id
      return { url: `/api/admin/reviews/${id}/hide`, payload: { reason: 'Personal attack' } }
    },
  },
  'POST /api/admin/reviews/:id/restore': {
    action: 'review.restore',
    call: async () => ({
      url: `/api/admin/reviews/${hiddenReviewId}/restore`,
      payload: { reason: 'The author edited it' },
    }),
  },
  'POST /api/admin/support/:id/reply': {
    action: 'support.reply',
    call: async () => ({
      url: `/api/admin/support/${await newTicket()}/reply`,
      payload: { message: 'Yes: search "chimney" in the directory.' },
    }),
  },
  'POST /api/admin/support/:id/notes': {
    action: 'support.note',
    call: async () => ({
      url: `/api/admin/support/${await newTicket()}/notes`,
      payload: { body: 'Ask Paul.' },
    }),
  },
  'PATCH /api/admin/support/:id': {
    action: 'support.update',
    call: async () => ({
      url: `/api/admin/support/${await newTicket()}`,
      payload: { status: 'open', assigneeUserId: admin.userId },
    }),
  },

  // Access codes
  'POST /api/admin/access-codes': {
    action: 'access_code.create',
    call: async () => ({
      url: '/api/admin/access-codes',
      payload: { accessLevel: 'full', features: ALL_FEATURES, note: 'Audit walk' },
    }),
  },
  'POST /api/admin/access-codes/invite': {
    action: 'access_code.invite',
    call: async () => ({
      url: '/api/admin/access-codes/invite',
      payload: { emails: [uniqueEmail('guest')], accessLevel: 'limited', features: ALL_FEATURES },
    }),
  },
  'POST /api/admin/access-codes/:id/revoke': {
    action: 'access_code.revoke',
    call: async () => {
      const res = await ok('POST', {
        url: '/api/admin/access-codes',
        payload: { accessLevel: 'full', features: ALL_FEATURES },
      })
      return { url: `/api/admin/access-codes/${res.json().row.id}/revoke` }
    },
  },

  'POST /api/admin/access-waiting-list/invite': {
    action: 'access_waitlist.invite',
    call: async () => {
      // Someone already on the list (the list is kept whatever the way in that is on now).
      const [row] = await t.database.db
        .insert(accessWaitlist)
        .values({ email: uniqueEmail('waiting'), language: 'de' })
        .returning({ id: accessWaitlist.id })
      return { url: '/api/admin/access-waiting-list/invite', payload: { ids: [row?.id] } }
    },
  },

  // Settings and email templates
  'PUT /api/admin/settings': {
    action: 'settings.update',
    call: async () => ({ url: '/api/admin/settings', payload: { responsePromiseHours: 36 } }),
  },
  'PUT /api/admin/email-templates/:template/:language': {
    action: 'template.update',
    call: async () => {
      templateSaved = true
      return { url: TEMPLATE, payload: { subject: 'Neues Passwort', body: 'Hallo {{name}}: {{url}}' } }
    },
  },
  'DELETE /api/admin/email-templates/:template/:language': {
    action: 'template.reset',
    call: async () => {
      expect(templateSaved).toBe(true)
      return { url: TEMPLATE }
    },
  },
  'POST /api/admin/email-templates/:template/:language/test': {
    action: 'template.test',
    call: async () => ({ url: `${TEMPLATE}/test` }),
  },

  // Billing
  'POST /api/admin/invoices/issue': {
    action: 'invoice.issue',
    // A month no run has invoiced yet: every subscription gets its invoice.
    call: async () => ({ url: '/api/admin/invoices/issue', payload: { month: '2031-01' } }),
  },
  'POST /api/admin/invoices/:id/mark-paid': {
    action: 'invoice.mark_paid',
    call: async () => {
      const { id } = await one<{ id: number }>(
        sql`select id from invoice where status = 'issued' order by id limit 1`,
      )
      return { url: `/api/admin/invoices/${id}/mark-paid`, payload: { receivedOn: '2031-01-20' } }
    },
  },
  'POST /api/admin/invoices/:id/credit-notes': {
    action: 'invoice.credit',
    call: async () => {
      const { id } = await one<{ id: number }>(
        sql`select id from invoice where status = 'paid' and credited_cents = 0 order by id desc limit 1`,
      )
      return {
        url: `/api/admin/invoices/${id}/credit-notes`,
        payload: { amountCents: 100, reason: 'Goodwill' },
      }
    },
  },
  'POST /api/admin/invoices/:id/hide-listing': {
    action: 'provider.hide_until_paid',
    call: async () => {
      // An unpaid invoice of a listed business whose last reminder went out.
      const { id } = await one<{ id: number }>(
        sql`select i.id from invoice i join provider p on p.id = i.provider_id
            where i.status = 'issued' and p.status = 'active' order by i.id desc limit 1`,
      )
      await t.database.db.execute(
        sql`insert into invoice_reminder (invoice_id, step, sent_on, language) values (${id}, ${LAST_REMINDER_STEP}, '2031-02-20', 'en')`,
      )
      return { url: `/api/admin/invoices/${id}/hide-listing` }
    },
  },
  'POST /api/admin/invoices/:id/restore-listing': {
    action: 'provider.restore_visibility',
    call: async () => {
      const { invoice_id } = await one<{ invoice_id: number }>(
        sql`select invoice_id from listing_hold limit 1`,
      )
      return { url: `/api/admin/invoices/${invoice_id}/restore-listing` }
    },
  },
  'POST /api/admin/billing/statements': {
    action: 'billing.statement_import',
    call: async () => ({
      url: '/api/admin/billing/statements',
      payload: { xml: fixture('../billing/fixtures/camt053-batch.xml') },
    }),
  },
  'POST /api/admin/billing/statement-entries/:id/resolve': {
    action: 'billing.statement_entry_dismiss',
    call: async () => {
      statementEntryId = (
        await one<{ id: number }>(
          sql`select id from bank_statement_entry where outcome in ('partial', 'over', 'unmatched') order by id limit 1`,
        )
      ).id
      return {
        url: `/api/admin/billing/statement-entries/${statementEntryId}/resolve`,
        payload: { action: 'dismiss' },
      }
    },
  },

  // Backups, the restores last
  'POST /api/admin/backups': {
    action: 'backup.create',
    call: async () => ({ url: '/api/admin/backups' }),
  },
  'POST /api/admin/backups/:id/restore': {
    action: 'backup.restore',
    call: async () => {
      const made = (await ok('POST', { url: '/api/admin/backups' })).json()
      backupId = made.id
      backupFileName = made.fileName
      return { url: `/api/admin/backups/${backupId}/restore`, payload: RESTORE }
    },
  },
  'POST /api/admin/backups/restore-upload': {
    action: 'backup.restore',
    call: async () => {
      const bytes = (await ok('GET', { url: `/api/admin/backups/${backupId}/download` })).rawPayload
      const sha256 = createHash('sha256').update(bytes).digest('hex')
      const { payload, contentType } = await multipartBody(
        { sha256, confirmation: RESTORE.confirmation },
        { bytes, name: backupFileName, type: 'application/gzip' },
      )
      return { url: '/api/admin/backups/restore-upload', payload, headers: { 'content-type': contentType } }
    },
  },
  'DELETE /api/admin/backups/:id': {
    action: 'backup.delete',
    call: async () => ({ url: `/api/admin/backups/${backupId}` }),
  },

  // Maintenance last: public pages answer 503 while it is on (admins keep working).
  'PUT /api/admin/maintenance': {
    action: 'maintenance.on',
    call: async () => ({ url: '/api/admin/maintenance', payload: { enabled: true } }),
  },
}

/** The state-changing admin routes of the app as registered: under /api/admin, or admin-only. */
function adminWrites(): string[] {
  return t.app.accessRules
    .filter(
      (rule) => rule.method !== 'GET' && (rule.url.startsWith('/api/admin/') || rule.access === 'admin'),
    )
    .map((rule) => `${rule.method} ${rule.url}`)
    .sort()
}

describe('every state-changing admin route writes its audit row', () => {
  it('has a case (or a reason to write nothing) for every registered route, and no case for a route gone', () => {
    const routes = adminWrites()
    expect(routes.length).toBeGreaterThan(40)
    expect(routes.filter((route) => !(route in CASES) && !(route in WRITES_NOTHING))).toEqual([])
    expect(Object.keys({ ...CASES, ...WRITES_NOTHING }).filter((key) => !routes.includes(key))).toEqual([])
  })

  for (const [route, { call, action }] of Object.entries(CASES)) {
    it(`${route} → ${action}`, { timeout: 120_000 }, async () => {
      const [method] = route.split(' ') as [Method]
      const request = await call()
      const since = new Date(Date.now() - 1)
      await ok(method, request)
      const rows = await t.database.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.action, action), eq(auditLog.actorUserId, admin.userId), gte(auditLog.at, since)),
        )
      expect(rows.length, `no ${action} row written by ${route}`).toBeGreaterThan(0)
      for (const row of rows) {
        expect(row.actorEmail).toBe(admin.email)
        expect(row.targetType, `${action}: the target's type`).toBeTruthy()
        expect(row.targetId, `${action}: the target`).toBeTruthy()
        expect(row.before ?? row.after, `${action}: what it was or what it is now`).toBeTruthy()
      }
    })
  }

  it('leaves maintenance off again (turned off, audited)', async () => {
    await ok('PUT', { url: '/api/admin/maintenance', payload: { enabled: false } })
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'maintenance.off'))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1)
    expect(row).toMatchObject({
      before: { enabled: true },
      after: { enabled: false },
      targetId: 'maintenance',
    })
  })
})
