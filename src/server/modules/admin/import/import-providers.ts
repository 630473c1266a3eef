import type { Database } from '@server/db/client'
import { refreshProviderSearchText } from '@server/db/provider-search-text'
import { provider } from '@server/db/schema/index'
import { slugify } from '@server/db/seed/provider-text'
import { DomainError } from '@server/http/domain-error'
import { type AuditActor, recordAudit } from '@server/modules/audit/audit-log'
import type { ImportRowError } from '@shared/admin/import-schemas'
import { ProviderFieldsSchema } from '@shared/admin/provider-admin-schemas'
import { normalizeText } from '@shared/text/normalize'
import { inArray, isNotNull } from 'drizzle-orm'
import type { z } from 'zod'
import { type CsvRow, rowIssues } from './csv-rows'
import { type ImportPlace, loadPlaceIndex } from './place-index'

type Fields = z.infer<typeof ProviderFieldsSchema>
const COLUMN_OF: Record<string, string> = { companyName: 'company_name', vatNumber: 'vat_number' }
const BATCH = 500

/**
 * Every row through the API's own schema (ProviderFieldsSchema); its place must be one we know; VAT
 * numbers and emails taken in the file or by a listing are duplicates.
 */
export async function validateProviders(db: Database, rows: CsvRow[]) {
  const placeOf = await loadPlaceIndex(db)
  const errors: ImportRowError[] = []
  const valid: Array<{ line: number; fields: Fields; place: ImportPlace }> = []
  for (const row of rows) {
    const v = row.values
    const parsed = ProviderFieldsSchema.safeParse({
      name: v.name,
      companyName: v.company_name || undefined,
      categories: (v.categories ?? '')
        .split(/[|,]/)
        .map((slug) => slug.trim().toLowerCase())
        .filter(Boolean),
      locality: v.locality,
      email: v.email || undefined,
      phone: v.phone || undefined,
      website: v.website || undefined,
      vatNumber: v.vat_number || undefined,
      description: v.description || undefined,
    })
    if (!parsed.success) {
      errors.push(...rowIssues(row.line, parsed.error.issues, (field) => COLUMN_OF[field] ?? field))
      continue
    }
    const place = placeOf(parsed.data.locality)
    if (!place) {
      errors.push({ line: row.line, field: 'locality', message: 'We do not know this place in Luxembourg.' })
      continue
    }
    valid.push({ line: row.line, fields: parsed.data, place })
  }
  const existing = await db
    .select({ email: provider.email, vat: provider.vatNumber })
    .from(provider)
    .where(isNotNull(provider.email))
  const takenEmails = new Set(existing.map((row) => row.email?.toLowerCase()))
  const vats = valid.map((row) => row.fields.vatNumber).filter((vat): vat is string => Boolean(vat))
  const takenVats = new Set<string>()
  for (let i = 0; i < vats.length; i += 1000) {
    const found = await db
      .select({ vat: provider.vatNumber })
      .from(provider)
      .where(inArray(provider.vatNumber, vats.slice(i, i + 1000)))
    for (const row of found) if (row.vat) takenVats.add(row.vat)
  }
  const seenVat = new Map<string, number>()
  const seenEmail = new Map<string, number>()
  let duplicates = 0
  const unique: typeof valid = []
  for (const row of valid) {
    const vat = row.fields.vatNumber || null
    const email = row.fields.email?.toLowerCase() || null
    const problem =
      vat && seenVat.has(vat)
        ? { field: 'vat_number', message: `The same VAT number as line ${seenVat.get(vat)}.` }
        : vat && takenVats.has(vat)
          ? { field: 'vat_number', message: 'A listing with this VAT number already exists.' }
          : email && seenEmail.has(email)
            ? { field: 'email', message: `The same email as line ${seenEmail.get(email)}.` }
            : email && takenEmails.has(email)
              ? { field: 'email', message: 'A listing with this email already exists.' }
              : null
    if (vat && !seenVat.has(vat)) seenVat.set(vat, row.line)
    if (email && !seenEmail.has(email)) seenEmail.set(email, row.line)
    if (problem) {
      duplicates++
      errors.push({ line: row.line, ...problem })
    } else unique.push(row)
  }
  return { valid: unique, errors, duplicates }
}

const initialOf = (name: string) => {
  const first = normalizeText(name).charAt(0)
  return /[a-z]/.test(first) ? first : '#'
}

/** Slugs nobody has, for all the rows at once (the names', then -2, -3…). */
async function freeSlugs(db: Database, names: string[]): Promise<string[]> {
  const taken = new Set((await db.select({ slug: provider.slug }).from(provider)).map((row) => row.slug))
  return names.map((name) => {
    const base = slugify(name) || 'provider'
    let slug = base
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
    taken.add(slug)
    return slug
  })
}

/** Creates the listings in one transaction (all or none), active, found by the directory at once. */
export async function applyProviders(
  db: Database,
  actor: AuditActor,
  rows: Array<{ fields: Fields; place: ImportPlace }>,
  onProgress: (done: number) => void,
): Promise<number> {
  const slugs = await freeSlugs(
    db,
    rows.map((row) => row.fields.name),
  )
  return db.transaction(async (tx) => {
    let done = 0
    for (let i = 0; i < rows.length; i += BATCH) {
      const batch = rows.slice(i, i + BATCH)
      const inserted = await tx
        .insert(provider)
        .values(
          batch.map(({ fields, place }, j) => ({
            slug: slugs[i + j] as string,
            name: fields.name,
            companyName: fields.companyName || fields.name,
            categories: fields.categories,
            locality: place.name,
            commune: place.commune,
            lat: place.lat,
            lon: place.lon,
            postalCode: place.postalCode,
            email: fields.email || null,
            phone: fields.phone || null,
            website: fields.website || null,
            vatNumber: fields.vatNumber || null,
            description: fields.description ?? '',
            initial: initialOf(fields.name),
          })),
        )
        .onConflictDoNothing({ target: provider.slug })
        .returning({ id: provider.id })
      if (inserted.length !== batch.length) throw new DomainError('import_invalid', 400)
      await refreshProviderSearchText(
        tx,
        inserted.map((row) => row.id),
      )
      done += batch.length
      onProgress(done)
    }
    await recordAudit(tx, actor, {
      action: 'import.providers',
      targetType: 'import',
      targetId: 'providers',
      after: { created: done },
    })
    return done
  })
}
