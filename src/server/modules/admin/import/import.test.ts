import { ORIGIN, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import type { AccountPage } from '@shared/admin/account-admin-schemas'
import type { ImportReport } from '@shared/admin/import-schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let t: TestApp
let cookie: string

beforeAll(async () => {
  t = await buildTestApp()
  cookie = (await signedInAs(t, 'admin')).cookie
})
afterAll(() => t.close())

const upload = (kind: string, mode: string, csv: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/import/${kind}?mode=${mode}`,
    headers: { cookie, origin: ORIGIN, 'content-type': 'text/csv' },
    payload: csv,
  })
const lines = (body: string) =>
  body
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line))

describe('CSV import', () => {
  const marker = Date.now().toString(36)
  const good = [
    `Léa Muller;lea.${marker}@example.lu;customer;fr;Strassen;+352 621 000 001`,
    `Tom Klein;tom.${marker}@example.lu;provider;de;Esch-sur-Alzette;`,
  ]
  const bad = [`X;not-an-email;customer;fr;;`, `Anne Bad;anne.${marker}@example.lu;wizard;en;;`]

  it('dry run: every row checked with the API’s schemas, errors with their line, nothing written', async () => {
    const csv = `\ufeffname;email;role;language;location;phone\r\n${[...good, ...bad, good[0]].join('\r\n')}\r\n`
    const res = await upload('users', 'dry-run', csv)
    expect(res.statusCode, res.body).toBe(200)
    const report = res.json() as ImportReport
    expect(report).toMatchObject({ rows: 5, valid: 2, duplicates: 1, created: 0 })
    expect(report.errors.map((e) => [e.line, e.field])).toEqual([
      [4, 'name'],
      [4, 'email'],
      [5, 'role'],
      [6, 'email'],
    ])
    expect(report.errors[3]?.message).toContain('line 2')
    const found = (
      await t.app.inject({ url: `/api/admin/users?q=${marker}`, headers: { cookie } })
    ).json() as AccountPage
    expect(found.total).toBe(0)
  })

  it('reports the rows of a file that is not UTF-8 (Latin-1 from a spreadsheet), and keeps a real U+FFFD', async () => {
    const header = Buffer.from('name;email;role;language\n')
    const latin1 = Buffer.from(`Ren\xe9 Weis;rene.${marker}@example.lu;customer;fr\n`, 'latin1')
    const fine = Buffer.from(`${good[0]?.split(';').slice(0, 4).join(';')}\n`)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/import/users?mode=dry-run',
      headers: { cookie, origin: ORIGIN, 'content-type': 'text/csv' },
      payload: Buffer.concat([header, fine, latin1]),
    })
    expect(res.statusCode, res.body).toBe(200)
    const report = res.json() as ImportReport
    expect(report).toMatchObject({ valid: 1, errorCount: 1 })
    expect(report.errors[0]).toMatchObject({ line: 3, field: 'name' })
    expect(report.errors[0]?.message).toContain('not UTF-8')
    // The same character written as UTF-8 U+FFFD is the file's own text, not a decoding error.
    const own = await upload(
      'users',
      'dry-run',
      `name;email;role;language\nRen\ufffd;own.${marker}@example.lu;customer;fr\n`,
    )
    expect(own.json()).toMatchObject({ valid: 1, errorCount: 0 })
  })

  it('apply refuses a file with errors (nothing written), then imports the fixed file in one go', async () => {
    const withErrors = `name,email,role\n${bad.map((row) => row.split(';').slice(0, 3).join(',')).join('\n')}\n`
    const refused = await upload('users', 'apply', withErrors)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error).toMatchObject({ code: 'import_invalid' })
    expect(refused.json().error.details[0].path).toBe('line 2 name')

    const fixed = `name;email;role;language;location;phone\n${good.join('\n')}\n`
    const applied = await upload('users', 'apply', fixed)
    expect(applied.statusCode, applied.body).toBe(200)
    expect(applied.headers['content-type']).toContain('application/x-ndjson')
    const stream = lines(applied.body)
    expect(stream[0]).toEqual({ phase: 'write', done: 0, total: 2 })
    expect(stream.at(-1).report).toMatchObject({ mode: 'apply', created: 2 })
    const found = (
      await t.app.inject({ url: `/api/admin/users?q=${marker}`, headers: { cookie } })
    ).json() as AccountPage
    expect(found.items.map((row) => [row.email, row.role, row.language]).sort()).toEqual([
      [`lea.${marker}@example.lu`, 'customer', 'fr'],
      [`tom.${marker}@example.lu`, 'provider', 'de'],
    ])
    const again = await upload('users', 'dry-run', fixed)
    expect((again.json() as ImportReport).duplicates).toBe(2)
  })

  it('imports providers: known places only, VAT duplicates refused, found by the directory', async () => {
    const csv = [
      'name,categories,locality,email,vat_number',
      `Jardins ${marker},gardening|cleaning,Mersch,jardins.${marker}@example.lu,LU10000356`,
      `Nowhere ${marker},gardening,Atlantis,,`,
      `Copy ${marker},gardening,L-7501,,LU10000356`,
    ].join('\n')
    const dry = (await upload('providers', 'dry-run', csv)).json() as ImportReport
    expect(dry.errors.map((e) => [e.line, e.field])).toEqual([
      [3, 'locality'],
      [4, 'vat_number'],
    ])
    const one = csv.split('\n').slice(0, 2).join('\n')
    const applied = await upload('providers', 'apply', one)
    expect(lines(applied.body).at(-1).report.created).toBe(1)
    const search = await t.app.inject({ url: `/api/public/providers/search?q=${marker}` })
    expect(search.json().items.map((p: { name: string }) => p.name)).toEqual([`Jardins ${marker}`])
  })

  it('refuses a file without the needed columns, and non-admins', async () => {
    const res = await upload('users', 'dry-run', 'who,what\nx,y\n')
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('csv_unreadable')
    const customer = await signedInAs(t, 'individual')
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/import/users',
      headers: { cookie: customer.cookie, origin: ORIGIN, 'content-type': 'text/csv' },
      payload: 'name,email,role\n',
    })
    expect(refused.statusCode).toBe(403)
  })

  it('imports 10,000 rows in seconds', async () => {
    const rows = Array.from(
      { length: 10_000 },
      (_, i) => `Person ${i},bulk${i}.${marker}@example.lu,customer,en,,`,
    )
    const csv = `name,email,role,language,location,phone\n${rows.join('\n')}\n`
    const started = Date.now()
    const dry = (await upload('users', 'dry-run', csv)).json() as ImportReport
    expect(dry).toMatchObject({ rows: 10_000, valid: 10_000, errorCount: 0 })
    const applied = await upload('users', 'apply', csv)
    const stream = lines(applied.body)
    expect(stream.filter((line) => line.phase === 'write').length).toBeGreaterThan(10)
    expect(stream.at(-1).report.created).toBe(10_000)
    const seconds = (Date.now() - started) / 1000
    console.log(`10,000-row import: dry run + apply in ${seconds.toFixed(1)} s`)
    expect(seconds).toBeLessThan(30)
  }, 60_000)
})
