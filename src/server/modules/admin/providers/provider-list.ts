import type { Database } from '@server/db/client'
import { rowsInOrder } from '@server/db/rows-in-order'
import { provider, user } from '@server/db/schema/index'
import type {
  ProviderFilterQuery,
  ProviderListQuery,
  ProviderPage,
  ProviderRow,
} from '@shared/admin/provider-admin-schemas'
import { normalizeText } from '@shared/text/normalize'
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm'

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** The search and filters of the providers table (its page and its export), without demo mode's businesses (ADR 031). */
export function providerWhere(query: ProviderFilterQuery): SQL | undefined {
  const conditions: SQL[] = [ne(provider.status, 'demo')]
  if (query.q) {
    // search_names is the lower-case, accent-free name and company name, with a trigram index.
    const match = or(
      sql`${provider.searchNames} like ${`%${escapeLike(normalizeText(query.q))}%`}`,
      ilike(provider.email, `%${escapeLike(query.q)}%`),
      eq(provider.vatNumber, query.q.replace(/\s+/g, '').toUpperCase()),
      eq(provider.slug, query.q),
    )
    if (match) conditions.push(match)
  }
  if (query.status) conditions.push(eq(provider.status, query.status))
  if (query.verified !== undefined) conditions.push(eq(provider.verified, query.verified))
  if (query.category) conditions.push(sql`${provider.categories} @> array[${query.category}]::text[]`)
  if (query.commune) conditions.push(eq(provider.commune, query.commune))
  if (query.createdFrom) conditions.push(gte(provider.createdAt, new Date(`${query.createdFrom}T00:00:00Z`)))
  if (query.createdTo) conditions.push(lt(provider.createdAt, sql`${query.createdTo}::date + 1`))
  return conditions.length > 0 ? and(...conditions) : undefined
}

const columns = {
  id: provider.id,
  slug: provider.slug,
  name: provider.name,
  companyName: provider.companyName,
  categories: provider.categories,
  locality: provider.locality,
  commune: provider.commune,
  status: provider.status,
  verified: provider.verified,
  insured: provider.insured,
  premium: provider.premium,
  rating: provider.rating,
  reviewCount: provider.reviewCount,
  email: provider.email,
  phone: provider.phone,
  vatNumber: provider.vatNumber,
  ownerUserId: provider.ownerUserId,
  ownerEmail: user.email,
  subscriptionTier: provider.subscriptionTier,
  createdAt: provider.createdAt,
}

export type ProviderSelected = Omit<ProviderRow, 'createdAt' | 'ownerEmail'> & {
  createdAt: Date
  ownerEmail: string | null
}

export const toProviderRow = (row: ProviderSelected): ProviderRow => ({
  ...row,
  rating: Number(row.rating),
  createdAt: row.createdAt.toISOString(),
})

const ORDER = {
  createdAt: provider.createdAt,
  name: provider.name,
  rating: provider.rating,
  commune: provider.commune,
} as const

export async function listProviders(db: Database, query: ProviderListQuery): Promise<ProviderPage> {
  const where = providerWhere(query)
  const direction = query.dir === 'asc' ? asc : desc
  // The page's ids first, from the sort's index, then their rows: a page deep in the list reads its
  // 25 rows, not every row before them.
  const [pageIds, [totals]] = await Promise.all([
    db
      .select({ id: provider.id })
      .from(provider)
      .where(where)
      .orderBy(direction(ORDER[query.sort]), direction(provider.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(provider).where(where),
  ])
  const rows =
    pageIds.length === 0
      ? []
      : ((await db
          .select(columns)
          .from(provider)
          .leftJoin(user, eq(user.id, provider.ownerUserId))
          .where(
            inArray(
              provider.id,
              pageIds.map((row) => row.id),
            ),
          )) as ProviderSelected[])
  return {
    items: rowsInOrder(pageIds, rows).map(toProviderRow),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  }
}

export async function providerById(db: Database, id: number): Promise<ProviderSelected | null> {
  const [row] = await db
    .select(columns)
    .from(provider)
    .leftJoin(user, eq(user.id, provider.ownerUserId))
    .where(and(eq(provider.id, id), ne(provider.status, 'demo')))
    .limit(1)
  return (row as ProviderSelected | undefined) ?? null
}

export function providerBatch(db: Database, query: ProviderFilterQuery) {
  const where = providerWhere(query)
  return async (after: number | null, limit: number) =>
    (await db
      .select(columns)
      .from(provider)
      .leftJoin(user, eq(user.id, provider.ownerUserId))
      .where(after === null ? where : and(where, gt(provider.id, after)))
      .orderBy(asc(provider.id))
      .limit(limit)) as ProviderSelected[]
}

export const PROVIDER_CSV_COLUMNS = [
  { header: 'id', value: (r: ProviderSelected) => r.id },
  { header: 'slug', value: (r: ProviderSelected) => r.slug },
  { header: 'name', value: (r: ProviderSelected) => r.name },
  { header: 'company_name', value: (r: ProviderSelected) => r.companyName },
  { header: 'categories', value: (r: ProviderSelected) => r.categories.join('|') },
  { header: 'locality', value: (r: ProviderSelected) => r.locality },
  { header: 'commune', value: (r: ProviderSelected) => r.commune },
  { header: 'status', value: (r: ProviderSelected) => r.status },
  { header: 'verified', value: (r: ProviderSelected) => r.verified },
  { header: 'insured', value: (r: ProviderSelected) => r.insured },
  { header: 'premium', value: (r: ProviderSelected) => r.premium },
  { header: 'rating', value: (r: ProviderSelected) => Number(r.rating) },
  { header: 'review_count', value: (r: ProviderSelected) => r.reviewCount },
  { header: 'email', value: (r: ProviderSelected) => r.email },
  { header: 'phone', value: (r: ProviderSelected) => r.phone },
  { header: 'vat_number', value: (r: ProviderSelected) => r.vatNumber },
  { header: 'owner_email', value: (r: ProviderSelected) => r.ownerEmail },
  { header: 'subscription_tier', value: (r: ProviderSelected) => r.subscriptionTier },
  { header: 'created_at', value: (r: ProviderSelected) => r.createdAt },
] as const
