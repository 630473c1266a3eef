import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

describe('the development mailbox', () => {
  it('answers 400 or 404, never 500, for ids and addresses no email can have (found by fuzzing)', async () => {
    expect((await t.app.inject({ url: '/dev/mailbox/9007199254740991' })).statusCode).toBe(400)
    expect((await t.app.inject({ url: '/dev/mailbox/2147483647' })).statusCode).toBe(404)
    expect((await t.app.inject({ url: '/api/dev/mailbox?to=%00' })).statusCode).toBe(400)
    const list = await t.app.inject({ url: '/api/dev/mailbox?to=nobody%40example.lu' })
    expect(list.json()).toEqual({ items: [] })
  })
})
