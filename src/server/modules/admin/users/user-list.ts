import type { Database } from '@server/db/client'
import { rowsInOrder } from '@server/db/rows-in-order'
import { creditLedger, profile, user } from '@server/db/schema/index'
import { roleOf, USER_TYPES, type UserType } from '@shared/accounts/user-types'
import type {
  AccountFilterQuery,
  AccountListQuery,
  AccountPage,
  AccountRole,
  AccountRow,
} from '@shared/admin/account-admin-schemas'
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm'

/** The types that make up a role (product §6). */
export const TYPES_OF_ROLE: Record<AccountRole, UserType[]> = {
  customer: USER_TYPES.filter((type) => roleOf(type) === 'customer'),
  provider: USER_TYPES.filter((type) => roleOf(type) === 'provider'),
  admin: ['admin'],
}

export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The search and filters of the accounts table (its page and its export). */
export function accountWhere(query: AccountFilterQuery): SQL | undefined {
  const conditions: SQL[] = []
  if (query.q) {
    const pattern = likePattern(query.q)
    const match = or(ilike(user.name, pattern), ilike(user.email, pattern))
    if (match) conditions.push(match)
  }
  if (query.role) conditions.push(inArray(user.type, TYPES_OF_ROLE[query.role]))
  if (query.status === 'inactive') conditions.push(eq(profile.status, 'inactive'))
  if (query.status === 'active') conditions.push(sql`coalesce(${profile.status}, 'active') = 'active'`)
  if (query.verified !== undefined)
    conditions.push(sql`coalesce(${profile.verified}, false) = ${query.verified}`)
  if (query.createdFrom) conditions.push(gte(user.createdAt, new Date(`${query.createdFrom}T00:00:00Z`)))
  if (query.createdTo) conditions.push(lt(user.createdAt, sql`${query.createdTo}::date + 1`))
  return conditions.length > 0 ? and(...conditions) : undefined
}

const balance = sql<number>`(select coalesce(sum(${creditLedger.delta}), 0)::int from ${creditLedger} where ${creditLedger.userId} = ${user.id})`

const columns = {
  id: user.id,
  name: user.name,
  email: user.email,
  type: user.type,
  emailVerified: user.emailVerified,
  language: user.language,
  createdAt: user.createdAt,
  status: profile.status,
  verified: profile.verified,
  location: profile.location,
  credits: balance,
}

type Selected = {
  id: string
  name: string
  email: string
  type: UserType
  emailVerified: boolean
  language: string
  createdAt: Date
  status: 'active' | 'inactive' | null
  verified: boolean | null
  location: string | null
  credits: number
}

export function toAccountRow(row: Selected): AccountRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    type: row.type,
    role: roleOf(row.type),
    status: row.status ?? 'active',
    verified: row.verified ?? false,
    emailVerified: row.emailVerified,
    language: row.language,
    credits: row.credits,
    location: row.location,
    createdAt: row.createdAt.toISOString(),
  }
}

const ORDER = {
  createdAt: user.createdAt,
  name: user.name,
  email: user.email,
} as const

/** One page of accounts, server-side: search, filters, sort (ties broken by id), total. */
export async function listAccounts(db: Database, query: AccountListQuery): Promise<AccountPage> {
  const where = accountWhere(query)
  const direction = query.dir === 'asc' ? asc : desc
  // The page's ids first, from the sort's index, then their rows (and credit balances): a page deep
  // in the list reads its 25 rows, not every row before them.
  const [pageIds, [totals]] = await Promise.all([
    db
      .select({ id: user.id })
      .from(user)
      .leftJoin(profile, eq(profile.userId, user.id))
      .where(where)
      .orderBy(direction(ORDER[query.sort]), direction(user.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(user).leftJoin(profile, eq(profile.userId, user.id)).where(where),
  ])
  const rows =
    pageIds.length === 0
      ? []
      : ((await db
          .select(columns)
          .from(user)
          .leftJoin(profile, eq(profile.userId, user.id))
          .where(
            inArray(
              user.id,
              pageIds.map((row) => row.id),
            ),
          )) as Selected[])
  return {
    items: rowsInOrder(pageIds, rows).map(toAccountRow),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  }
}

/** Batches of the export, by id (every matching account, whatever the sort on screen). */
export function accountBatch(db: Database, query: AccountFilterQuery) {
  const where = accountWhere(query)
  return async (after: string | null, limit: number) =>
    (await db
      .select(columns)
      .from(user)
      .leftJoin(profile, eq(profile.userId, user.id))
      .where(after === null ? where : and(where, gt(user.id, after)))
      .orderBy(asc(user.id))
      .limit(limit)) as Selected[]
}

export const ACCOUNT_CSV_COLUMNS = [
  { header: 'id', value: (r: Selected) => r.id },
  { header: 'name', value: (r: Selected) => r.name },
  { header: 'email', value: (r: Selected) => r.email },
  { header: 'role', value: (r: Selected) => roleOf(r.type) },
  { header: 'type', value: (r: Selected) => r.type },
  { header: 'status', value: (r: Selected) => r.status ?? 'active' },
  { header: 'verified', value: (r: Selected) => r.verified ?? false },
  { header: 'email_verified', value: (r: Selected) => r.emailVerified },
  { header: 'language', value: (r: Selected) => r.language },
  { header: 'location', value: (r: Selected) => r.location },
  { header: 'credits', value: (r: Selected) => r.credits },
  { header: 'created_at', value: (r: Selected) => r.createdAt },
] as const

/** One account as the table shows it, or null. */
export async function accountById(db: Database, id: string): Promise<AccountRow | null> {
  const [row] = await db
    .select(columns)
    .from(user)
    .leftJoin(profile, eq(profile.userId, user.id))
    .where(eq(user.id, id))
    .limit(1)
  return row ? toAccountRow(row as Selected) : null
}
