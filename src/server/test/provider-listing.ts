import { provider } from '@server/db/schema/index'
import { signedInAs } from '@server/test/accounts'
import type { TestApp } from '@server/test/build-test-app'
import { and, asc, eq, isNull } from 'drizzle-orm'

/** For API tests: a signed-in business account that owns an active listing no one else owns yet. */
export async function providerWithListing(t: TestApp) {
  const account = await signedInAs(t, 'business')
  const [row] = await t.database.db
    .select({ id: provider.id, slug: provider.slug, name: provider.name })
    .from(provider)
    .where(and(isNull(provider.ownerUserId), eq(provider.status, 'active')))
    .orderBy(asc(provider.id))
    .limit(1)
  if (!row) throw new Error('no unowned active provider in the test database')
  await t.database.db.update(provider).set({ ownerUserId: account.userId }).where(eq(provider.id, row.id))
  return { ...account, providerId: row.id, slug: row.slug, name: row.name }
}
