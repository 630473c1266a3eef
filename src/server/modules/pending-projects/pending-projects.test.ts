import {
  linkIn,
  mailbox,
  ORIGIN,
  openLink,
  register,
  signedInAs,
  signIn,
  uniqueEmail,
} from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { talk, toProviders } from '@server/test/chat'
import type { ChatReply } from '@shared/assistant/chat-schemas'
import type { PendingProject } from '@shared/quotes/pending-project-schemas'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { purgeExpiredPendingProjects } from './pending-projects'

let t: TestApp
let providerIds: number[]
beforeAll(async () => {
  t = await buildTestApp({ ASSISTANT_RATE_LIMIT_PER_MIN: 10_000 })
  const rows = await t.database.db.execute<{ id: number }>(
    sql`select id from provider where status = 'active' and 'plumbing' = any(categories) order by id limit 2`,
  )
  providerIds = rows.rows.map((r) => r.id)
  expect(providerIds).toHaveLength(2)
})
afterAll(() => t.close())

const PROJECT = {
  name: 'Leaking kitchen tap',
  category: 'plumbing',
  description: 'The kitchen tap drips day and night; it needs a new cartridge or a new tap.',
  location: 'Strassen',
  budgetLow: 100,
  budgetHigh: 300,
  timeline: 'within_week',
}

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string) =>
  t.app.inject({ method, url, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } })
const pendingOf = async (cookie: string) => {
  const res = await call('GET', '/api/pending-project', cookie)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().pending as PendingProject | null
}

/** Registers with a kept project, confirms the email, and signs in (a session of its own: another device). */
async function registerConfirmAndSignIn(pendingProject: unknown) {
  const email = uniqueEmail('pending')
  const res = await register(t.app, { email, pendingProject })
  expect(res.statusCode, res.body).toBe(200)
  const [mail] = await mailbox(t.app, email)
  await openLink(t.app, linkIn(mail!.text))
  const signedIn = await signIn(t.app, email)
  expect(signedIn.res.statusCode, signedIn.res.body).toBe(200)
  const me = await t.app.inject({ url: '/api/users/me', headers: { cookie: signedIn.cookie } })
  return { cookie: signedIn.cookie, userId: me.json().data.id as string }
}

async function counts(userId: string) {
  const rows = await t.database.db.execute<{ projects: number; requests: number; credits: number }>(sql`
    select (select count(*)::int from project where customer_user_id = ${userId}) as projects,
           (select count(*)::int from quote_request where customer_user_id = ${userId}) as requests,
           (select coalesce(sum(delta), 0)::int from credit_ledger where user_id = ${userId}) as credits`)
  return rows.rows[0]!
}

describe('a project kept at registration, from the request form', () => {
  it('waits for its owner on another device, is sent once with one credit, and nobody else can touch it', async () => {
    const owner = await registerConfirmAndSignIn({ source: 'form', providerIds, project: PROJECT })
    const pending = await pendingOf(owner.cookie)
    expect(pending).toMatchObject({
      project: { ...PROJECT, location: 'Strassen' },
      estimate: { low: expect.any(Number), high: expect.any(Number), unit: expect.any(String) },
      providers: providerIds.map((id) => ({ id })),
    })
    const id = pending!.id
    const week = new Date(pending!.expiresAt).getTime() - Date.now()
    expect(week).toBeGreaterThan(6.9 * 24 * 3600_000)
    expect(week).toBeLessThanOrEqual(7 * 24 * 3600_000)

    const other = await signedInAs(t, 'individual')
    expect(await pendingOf(other.cookie)).toBeNull()
    expect((await call('POST', `/api/pending-project/${id}/send`, other.cookie)).statusCode).toBe(404)
    expect((await call('DELETE', `/api/pending-project/${id}`, other.cookie)).statusCode).toBe(404)
    const business = await signedInAs(t, 'business')
    expect((await call('GET', '/api/pending-project', business.cookie)).statusCode).toBe(403)
    expect((await call('POST', `/api/pending-project/${id}/send`, business.cookie)).statusCode).toBe(403)
    expect((await call('DELETE', `/api/pending-project/${id}`, business.cookie)).statusCode).toBe(403)
    expect((await call('GET', '/api/pending-project')).statusCode).toBe(401)
    expect((await counts(other.userId)).projects).toBe(0)

    const before = await counts(owner.userId)
    const sent = await call('POST', `/api/pending-project/${id}/send`, owner.cookie)
    expect(sent.statusCode, sent.body).toBe(201)
    expect(sent.json()).toMatchObject({
      project: {
        name: PROJECT.name,
        locality: 'Strassen',
        budgetLow: 100,
        timeline: 'within_week',
        estimate: pending!.estimate,
      },
      creditsLeft: before.credits - 1,
    })
    expect(sent.json().requests.map((r: { providerId: number }) => r.providerId)).toEqual(providerIds)

    const again = await call('POST', `/api/pending-project/${id}/send`, owner.cookie)
    expect(again.statusCode).toBe(404)
    expect(await pendingOf(owner.cookie)).toBeNull()
    const after = await counts(owner.userId)
    expect(after).toEqual({
      projects: before.projects + 1,
      requests: before.requests + 2,
      credits: before.credits - 1,
    })
  })

  it('two sends at once go out once', async () => {
    const owner = await registerConfirmAndSignIn({ source: 'form', providerIds, project: PROJECT })
    const { id } = (await pendingOf(owner.cookie))!
    const answers = await Promise.all([
      call('POST', `/api/pending-project/${id}/send`, owner.cookie),
      call('POST', `/api/pending-project/${id}/send`, owner.cookie),
    ])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 404])
    expect(await counts(owner.userId)).toMatchObject({ projects: 1, requests: 2 })
  })

  it('is discarded by its owner: nothing is sent and no credit spent', async () => {
    const owner = await registerConfirmAndSignIn({ source: 'form', providerIds, project: PROJECT })
    const before = await counts(owner.userId)
    const { id } = (await pendingOf(owner.cookie))!
    expect((await call('DELETE', `/api/pending-project/${id}`, owner.cookie)).statusCode).toBe(204)
    expect(await pendingOf(owner.cookie)).toBeNull()
    expect((await call('POST', `/api/pending-project/${id}/send`, owner.cookie)).statusCode).toBe(404)
    expect(await counts(owner.userId)).toEqual(before)
  })

  it('stays waiting, with nothing written, when the credits are used up', async () => {
    const owner = await registerConfirmAndSignIn({ source: 'form', providerIds, project: PROJECT })
    const { credits } = await counts(owner.userId)
    await t.database.db.execute(
      sql`insert into credit_ledger (user_id, delta, reason) values (${owner.userId}, ${-credits}, 'adjust')`,
    )
    const { id } = (await pendingOf(owner.cookie))!
    const refused = await call('POST', `/api/pending-project/${id}/send`, owner.cookie)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.code).toBe('no_credits')
    expect(await counts(owner.userId)).toEqual({ projects: 0, requests: 0, credits: 0 })
    expect((await pendingOf(owner.cookie))?.id).toBe(id)
  })

  it('expires after a week: no longer shown nor sendable, then purged', async () => {
    const owner = await registerConfirmAndSignIn({ source: 'form', providerIds, project: PROJECT })
    const { id } = (await pendingOf(owner.cookie))!
    await t.database.db.execute(
      sql`update pending_project set expires_at = now() - interval '1 minute' where id = ${id}`,
    )
    expect(await pendingOf(owner.cookie)).toBeNull()
    expect((await call('POST', `/api/pending-project/${id}/send`, owner.cookie)).statusCode).toBe(404)
    expect(
      await purgeExpiredPendingProjects(t.database.db, t.app.fileStore, new Date()),
    ).toBeGreaterThanOrEqual(1)
    const left = await t.database.db.execute(sql`select id from pending_project where id = ${id}`)
    expect(left.rows).toEqual([])
  })

  it('a sign-up with a malformed project is refused whole: no account, nothing kept', async () => {
    const email = uniqueEmail('pending')
    const res = await register(t.app, {
      email,
      pendingProject: { source: 'form', providerIds: [], project: { ...PROJECT, description: 'short' } },
    })
    expect(res.statusCode).toBe(400)
    const rows = await t.database.db.execute(sql`select id from "user" where email = ${email}`)
    expect(rows.rows).toEqual([])
  })
})

describe('a project kept at registration, from the chat', () => {
  const TEXT = 'Je voudrais repeindre mon salon de 45 m2 à Dudelange, murs et plafond.'

  it('keeps the conversation’s project and estimate; sent on another device, the chat then says it was sent', async () => {
    const listed = await toProviders(t, TEXT)
    const chosen = listed.providers.slice(0, 2).map((p) => p.id)
    const owner = await registerConfirmAndSignIn({
      source: 'chat',
      sessionId: listed.sessionId,
      providerIds: chosen,
    })
    const pending = await pendingOf(owner.cookie)
    expect(pending).toMatchObject({
      project: { category: 'painting', location: expect.any(String), description: TEXT },
      estimate: { low: listed.estimate?.low, high: listed.estimate?.high },
      providers: chosen.map((id) => ({ id })),
    })
    const sent = await call('POST', `/api/pending-project/${pending!.id}/send`, owner.cookie)
    expect(sent.statusCode, sent.body).toBe(201)

    // Back in the first tab, signed in: asking the chat to send again says it went, and sends nothing.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat/quotes',
      headers: { origin: ORIGIN, cookie: owner.cookie },
      payload: { sessionId: listed.sessionId, providerIds: chosen },
    })
    expect(res.statusCode, res.body).toBe(200)
    const reply = res.json() as ChatReply
    expect(reply.state).toBe('quotes_sent')
    expect(reply.providers.map((p) => p.id)).toEqual(chosen)
    expect(await counts(owner.userId)).toMatchObject({ projects: 1, requests: 2 })
  })

  it('sent from the chat itself, the kept copy goes with it', async () => {
    const listed = await toProviders(t, TEXT)
    const chosen = listed.providers.slice(0, 1).map((p) => p.id)
    const owner = await registerConfirmAndSignIn({
      source: 'chat',
      sessionId: listed.sessionId,
      providerIds: chosen,
    })
    expect(await pendingOf(owner.cookie)).not.toBeNull()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat/quotes',
      headers: { origin: ORIGIN, cookie: owner.cookie },
      payload: { sessionId: listed.sessionId, providerIds: chosen },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(await pendingOf(owner.cookie)).toBeNull()
    expect(await counts(owner.userId)).toMatchObject({ projects: 1, requests: 1 })
  })

  it('keeps nothing for a conversation that is not at its providers or names providers it did not propose', async () => {
    const early = await talk(t, TEXT)
    const owner = await registerConfirmAndSignIn({ source: 'chat', sessionId: early.sessionId, providerIds })
    expect(await pendingOf(owner.cookie)).toBeNull()
    const listed = await toProviders(t, TEXT)
    const foreign = await registerConfirmAndSignIn({
      source: 'chat',
      sessionId: listed.sessionId,
      providerIds: [Math.max(...listed.providers.map((p) => p.id)) + 100_000],
    })
    expect(await pendingOf(foreign.cookie)).toBeNull()
  })
})
