import { outboxEmail } from '@server/db/schema/index'
import { ORIGIN, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import type { EmailTemplateDetail, EmailTemplateList } from '@shared/admin/email-template-schemas'
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let t: TestApp
let admin: { cookie: string; email: string }

beforeAll(async () => {
  t = await buildTestApp()
  const signed = await signedInAs(t, 'admin')
  admin = { cookie: signed.cookie, email: signed.email }
})
afterAll(() => t.close())

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: admin.cookie, origin: ORIGIN },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  })

const lastEmailTo = async (to: string) =>
  (
    await t.database.db
      .select()
      .from(outboxEmail)
      .where(eq(outboxEmail.to, to))
      .orderBy(desc(outboxEmail.id))
      .limit(1)
  )[0]

describe('email templates', () => {
  const path = '/api/admin/email-templates/reset-password/fr'

  it('lists every email with its placeholders, and starts from the built-in text', async () => {
    const list = (await call('GET', '/api/admin/email-templates')).json() as EmailTemplateList
    const reset = list.items.find((item) => item.template === 'reset-password')
    expect(reset).toMatchObject({ variables: ['name', 'url'], saved: { en: null, fr: null, de: null } })
    expect(list.items.length).toBeGreaterThan(10)
    const detail = (await call('GET', path)).json() as EmailTemplateDetail
    expect(detail.subject).toBe('Réinitialisez votre mot de passe LuxPro')
    expect(detail.body).toContain('{{url}}')
    expect(detail.savedAt).toBeNull()
  })

  it('refuses a placeholder the email is not given, and previews with sample data', async () => {
    const refused = await call('PUT', path, { subject: 'Pour {{project}}', body: 'Bonjour {{name}}' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.details[0]).toMatchObject({ path: 'subject' })
    expect(refused.json().error.details[0].message).toContain('{{name}}, {{url}}')
    // A name is someone's own words: never in a subject, only in the body.
    const personal = await call('PUT', path, { subject: 'Salut {{name}}', body: 'Bonjour {{name}}' })
    expect(personal.statusCode).toBe(400)
    expect(personal.json().error.details[0]).toMatchObject({ path: 'subject' })
    expect(personal.json().error.details[0].message).toContain('cannot be in a subject')
    const preview = await call('POST', `${path}/preview`, {
      subject: 'Votre lien LuxPro',
      body: 'Salut {{name}}, lien : {{url}}',
    })
    expect(preview.json()).toMatchObject({ subject: 'Votre lien LuxPro' })
    expect(preview.json().text).toContain('Salut Anne Schmit')
    expect(preview.json().html).toContain('<a href="http')
  })

  it('saves a version (audited) that the outbox sends, then resets to the built-in text', async () => {
    const saved = await call('PUT', path, {
      subject: 'Nouveau mot de passe LuxPro',
      body: 'Bonjour {{name}},\n\nCliquez ici : {{url}}\n\nL’équipe LuxPro',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect((await call('POST', `${path}/test`)).statusCode).toBe(200)
    const sent = await lastEmailTo(admin.email)
    expect(sent).toMatchObject({
      template: 'reset-password',
      language: 'fr',
      subject: 'Nouveau mot de passe LuxPro',
    })
    expect(sent?.text).toContain('Cliquez ici : http')
    const audit = (await call('GET', '/api/admin/audit?action=template.')).json()
    expect(audit.items.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['template.update', 'template.test']),
    )

    expect((await call('DELETE', path)).json()).toMatchObject({ affected: 1 })
    expect(((await call('GET', path)).json() as EmailTemplateDetail).savedAt).toBeNull()
    await call('POST', `${path}/test`)
    expect((await lastEmailTo(admin.email))?.subject).toBe('Réinitialisez votre mot de passe LuxPro')
  })

  it('is for admins only, and knows only its emails', async () => {
    const customer = await signedInAs(t, 'individual')
    const res = await t.app.inject({
      url: '/api/admin/email-templates',
      headers: { cookie: customer.cookie },
    })
    expect(res.statusCode).toBe(403)
    expect((await call('GET', '/api/admin/email-templates/no-such-email/en')).statusCode).toBe(404)
  })
})
