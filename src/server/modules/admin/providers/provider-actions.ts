import type { Database } from '@server/db/client'
import { refreshProviderSearchText } from '@server/db/provider-search-text'
import { listingHold, portfolioItem, provider } from '@server/db/schema/index'
import { slugify } from '@server/db/seed/provider-text'
import { DomainError } from '@server/http/domain-error'
import { type AuditActor, changedFields, recordAudit } from '@server/modules/audit/audit-log'
import { type CreditNoteDeps, creditCancelledListing } from '@server/modules/billing/credit-notes'
import { placeNamedExactly } from '@server/modules/catalog/locality-search'
import type { StoredFileRef } from '@server/modules/files/file-store'
import { imageFiles } from '@server/modules/files/stored-image'
import type { ProviderChecksSchema, ProviderFieldsSchema } from '@shared/admin/provider-admin-schemas'
import { normalizeText } from '@shared/text/normalize'
import { and, eq, like, ne, sql } from 'drizzle-orm'
import type { z } from 'zod'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]
type Fields = z.infer<typeof ProviderFieldsSchema>

export interface ProviderActionContext {
  db: Database
  actor: AuditActor
  onListingsChanged: () => void
  /** Deletes the bytes of a deleted listing's portfolio once the deletion has committed. */
  removeFiles: (stored: StoredFileRef[]) => Promise<void>
  /** A deleted listing's current invoice is credited pro rata, in the deletion's transaction. */
  creditNotes: CreditNoteDeps
}

/** A slug nobody has: the name's, then -2, -3… */
export async function freeSlug(tx: Database | Tx, name: string): Promise<string> {
  const base = slugify(name) || 'provider'
  const taken = await tx
    .select({ slug: provider.slug })
    .from(provider)
    .where(like(provider.slug, `${base}%`))
  const used = new Set(taken.map((row) => row.slug))
  if (!used.has(base)) return base
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`
}

type Place = NonNullable<Awaited<ReturnType<typeof placeNamedExactly>>>

/** The columns a listing's fields set (the place already resolved). */
export function listingColumns(fields: Partial<Fields>, place: Place | null) {
  return {
    ...(fields.name !== undefined ? { name: fields.name } : {}),
    ...(fields.companyName !== undefined || fields.name !== undefined
      ? { companyName: fields.companyName || fields.name }
      : {}),
    ...(fields.categories ? { categories: fields.categories } : {}),
    ...(place
      ? {
          locality: place.name,
          commune: place.commune,
          lat: place.lat,
          lon: place.lon,
          postalCode: place.postalCode ?? place.postalCodes[0] ?? null,
        }
      : {}),
    ...(fields.email !== undefined ? { email: fields.email || null } : {}),
    ...(fields.phone !== undefined ? { phone: fields.phone || null } : {}),
    ...(fields.website !== undefined ? { website: fields.website || null } : {}),
    ...(fields.vatNumber !== undefined ? { vatNumber: fields.vatNumber || null } : {}),
    ...(fields.description !== undefined ? { description: fields.description } : {}),
  }
}

const initialOf = (name: string) => {
  const first = normalizeText(name).charAt(0)
  return /[a-z]/.test(first) ? first : '#'
}

/** POST /api/admin/providers: a listing, active, found by the directory at once. */
export async function createListing(ctx: ProviderActionContext, fields: Fields): Promise<number> {
  const place = await placeNamedExactly(ctx.db, fields.locality)
  if (!place) throw new DomainError('unknown_locality', 400)
  const id = await ctx.db.transaction(async (tx) => {
    const columns = listingColumns(fields, place)
    const [row] = await tx
      .insert(provider)
      .values({
        ...columns,
        name: fields.name,
        companyName: fields.companyName || fields.name,
        categories: fields.categories,
        locality: place.name,
        commune: place.commune,
        lat: place.lat,
        lon: place.lon,
        slug: await freeSlug(tx, fields.name),
        initial: initialOf(fields.name),
      })
      .returning({ id: provider.id, slug: provider.slug })
    if (!row) throw new Error('provider insert returned nothing')
    await refreshProviderSearchText(tx, [row.id])
    await recordAudit(tx, ctx.actor, {
      action: 'provider.create',
      targetType: 'provider',
      targetId: row.id,
      after: { ...columns, slug: row.slug },
    })
    return row.id
  })
  ctx.onListingsChanged()
  return id
}

/** A listing admins manage: demo mode's fictitious businesses are not theirs to edit (ADR 031). */
async function lockedListing(tx: Tx, id: number) {
  const [row] = await tx
    .select()
    .from(provider)
    .where(and(eq(provider.id, id), ne(provider.status, 'demo')))
    .for('update')
    .limit(1)
  if (!row) throw new DomainError('not_found', 404)
  return row
}

export async function editListing(ctx: ProviderActionContext, id: number, fields: Partial<Fields>) {
  const place = fields.locality ? await placeNamedExactly(ctx.db, fields.locality) : null
  if (fields.locality && !place) throw new DomainError('unknown_locality', 400)
  const changed = await ctx.db.transaction(async (tx) => {
    const before = await lockedListing(tx, id)
    const columns = listingColumns(fields, place)
    const changes = changedFields(before as unknown as Record<string, unknown>, columns)
    if (Object.keys(changes.after).length === 0) return false
    await tx
      .update(provider)
      .set({ ...changes.after, ...(fields.name ? { initial: initialOf(fields.name) } : {}) })
      .where(eq(provider.id, id))
    await refreshProviderSearchText(tx, [id])
    await recordAudit(tx, ctx.actor, {
      action: 'provider.edit',
      targetType: 'provider',
      targetId: id,
      ...changes,
    })
    return true
  })
  if (changed) ctx.onListingsChanged()
}

/**
 * Shown in or hidden from the directory (status), or its checks (the badges) set. An admin who sets
 * the status decides it: a hold until an invoice is paid ends, so a later payment does not undo it.
 */
export async function updateListingFlagsIn(
  tx: Tx,
  ctx: ProviderActionContext,
  id: number,
  set: { status?: 'active' | 'inactive' } & z.infer<typeof ProviderChecksSchema>,
  action: string,
): Promise<boolean> {
  const before = await lockedListing(tx, id)
  const changes = changedFields(before as unknown as Record<string, unknown>, set)
  if (set.status) await tx.delete(listingHold).where(eq(listingHold.providerId, id))
  if (Object.keys(changes.after).length === 0) return false
  await tx.update(provider).set(changes.after).where(eq(provider.id, id))
  await recordAudit(tx, ctx.actor, { action, targetType: 'provider', targetId: id, ...changes })
  return true
}

export async function updateListingFlags(
  ctx: ProviderActionContext,
  id: number,
  set: { status?: 'active' | 'inactive' } & z.infer<typeof ProviderChecksSchema>,
  action: string,
) {
  const changed = await ctx.db.transaction((tx) => updateListingFlagsIn(tx, ctx, id, set, action))
  if (changed) ctx.onListingsChanged()
}

/**
 * Deleting a listing (its services, reviews, requests and portfolio go with it), after its name is
 * typed. The invoice of the period it is deleted in is credited for the days left, in the same
 * transaction (its credit note is emailed to the business while its address is still known).
 */
export async function deleteListing(ctx: ProviderActionContext, id: number, confirm: string) {
  const portfolio = await ctx.db.transaction(async (tx) => {
    const before = await lockedListing(tx, id)
    if (normalizeText(confirm) !== normalizeText(before.name))
      throw new DomainError('confirmation_mismatch', 400)
    const [requests] = await tx
      .execute<{ n: number }>(sql`select count(*)::int as n from quote_request where provider_id = ${id}`)
      .then((result) => result.rows)
    await recordAudit(tx, ctx.actor, {
      action: 'provider.delete',
      targetType: 'provider',
      targetId: id,
      before: { name: before.name, slug: before.slug, email: before.email, ownerUserId: before.ownerUserId },
      details: { requests: requests?.n ?? 0 },
    })
    await creditCancelledListing(tx, id, ctx.actor, ctx.creditNotes)
    const images = await tx
      .select({ storedName: portfolioItem.storedName, variants: portfolioItem.variants })
      .from(portfolioItem)
      .where(eq(portfolioItem.providerId, id))
    await tx.delete(provider).where(eq(provider.id, id))
    return images.flatMap((image) => imageFiles('portfolio', image))
  })
  await ctx.removeFiles(portfolio)
  ctx.onListingsChanged()
}

export async function bulkListingAction(
  ctx: ProviderActionContext,
  ids: number[],
  action: 'activate' | 'deactivate',
): Promise<number> {
  const set = { status: action === 'activate' ? ('active' as const) : ('inactive' as const) }
  const auditAction = `provider.${action}`
  const affected = await ctx.db.transaction(async (tx) => {
    let n = 0
    for (const id of [...new Set(ids)]) if (await updateListingFlagsIn(tx, ctx, id, set, auditAction)) n++
    return n
  })
  if (affected > 0) ctx.onListingsChanged()
  return affected
}
