import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { documentPathOf } from '@server/test/openapi-contract'
import { contractOperations } from '@shared/api/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/** The contract (ADR 078) against the running app: each operation is a route, registered once from it. */
describe('the API contract', () => {
  let t: TestApp
  let document: { paths: Record<string, Record<string, { security?: unknown[] }>> }
  beforeAll(async () => {
    // With card payments configured, so that the routes that exist only then are registered too.
    t = await buildTestApp({ STRIPE_SECRET_KEY: 'sk_test_contract', STRIPE_WEBHOOK_SECRET: 'whsec_contract' })
    document = (await t.app.inject('/api/docs/json')).json()
  }, 60_000)
  afterAll(async () => {
    await t?.close()
  })

  const operations = contractOperations()
  const nameOf = (operation: { method: string; path: string }) => `${operation.method} ${operation.path}`

  it('declares each method and path once', () => {
    const names = operations.map(nameOf)
    expect(names.length).toBeGreaterThan(10)
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([])
  })

  it('is registered by the server once per operation, from its declaration, with its access rule', () => {
    const registered = operations.map((operation) => {
      const routes = t.app.accessRules.filter(
        (rule) => nameOf({ method: rule.method, path: rule.url }) === nameOf(operation),
      )
      return {
        operation: nameOf(operation),
        routes: routes.length,
        fromContract: routes.every((rule) => rule.operationPath === operation.path),
        access: routes[0]?.access,
      }
    })
    expect(registered).toEqual(
      operations.map((operation) => ({
        operation: nameOf(operation),
        routes: 1,
        fromContract: true,
        access: operation.access,
      })),
    )
  })

  it('is listed by the API document, public operations without a security requirement', () => {
    const listed = operations.map((operation) => {
      const entry = document.paths[documentPathOf(operation.path)]?.[operation.method.toLowerCase()]
      return {
        operation: nameOf(operation),
        listed: entry !== undefined,
        open: entry?.security?.length === 0,
      }
    })
    expect(listed).toEqual(
      operations.map((operation) => ({
        operation: nameOf(operation),
        listed: true,
        open: operation.access === 'public',
      })),
    )
  })
})
