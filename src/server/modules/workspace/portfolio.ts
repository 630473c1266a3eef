import type { Database } from '@server/db/client'
import { type GalleryImage, portfolioItem, provider } from '@server/db/schema/index'
import type { FileStore } from '@server/modules/files/file-store'
import { processImage } from '@server/modules/files/image-pipeline'
import { imageFiles, responsiveImage, storeImage } from '@server/modules/files/stored-image'
import { sharedTranslator } from '@shared/i18n/shared-translator'
import type { PortfolioItem } from '@shared/workspace/workspace-schemas'
import { and, asc, eq, inArray } from 'drizzle-orm'

type Row = typeof portfolioItem.$inferSelect

export const portfolioImageUrl = (id: number) => `/api/public/portfolio/${id}/image`

const toPortfolioItem = (row: Row): PortfolioItem => ({
  id: row.id,
  caption: row.caption,
  imageUrl: portfolioImageUrl(row.id),
  image: responsiveImage(row.variants),
  createdAt: row.createdAt.toISOString(),
})

/** Oldest first: the order the profile's gallery shows them in. */
const listRows = (db: Database, providerId: number) =>
  db
    .select()
    .from(portfolioItem)
    .where(eq(portfolioItem.providerId, providerId))
    .orderBy(asc(portfolioItem.createdAt), asc(portfolioItem.id))

export async function listPortfolio(db: Database, providerId: number): Promise<PortfolioItem[]> {
  return (await listRows(db, providerId)).map(toPortfolioItem)
}

/** Keeps the image, through the image pipeline, and its row (nothing half-saved). */
export async function addPortfolioItem(
  db: Database,
  files: FileStore,
  providerId: number,
  input: { caption: string; bytes: Buffer },
): Promise<PortfolioItem> {
  const processed = await processImage(input.bytes)
  return storeImage(files, 'portfolio', processed, async (stored) => {
    const [row] = await db
      .insert(portfolioItem)
      .values({ providerId, caption: input.caption, ...stored })
      .returning()
    if (!row) throw new Error('portfolio insert returned nothing')
    return toPortfolioItem(row)
  })
}

/** Null when the item is not this provider's (ownership is part of the WHERE clause). */
export async function updateCaption(
  db: Database,
  providerId: number,
  id: number,
  caption: string,
): Promise<PortfolioItem | null> {
  const [row] = await db
    .update(portfolioItem)
    .set({ caption })
    .where(and(eq(portfolioItem.id, id), eq(portfolioItem.providerId, providerId)))
    .returning()
  return row ? toPortfolioItem(row) : null
}

/** Deletes the row, then its files (queued if the storage refuses, ADR 037). False when the item is not this provider's. */
export async function deletePortfolioItem(
  db: Database,
  files: FileStore,
  providerId: number,
  id: number,
): Promise<boolean> {
  const [row] = await db
    .delete(portfolioItem)
    .where(and(eq(portfolioItem.id, id), eq(portfolioItem.providerId, providerId)))
    .returning({ storedName: portfolioItem.storedName, variants: portfolioItem.variants })
  if (!row) return false
  await files.removeAll(imageFiles('portfolio', row))
  return true
}

/** What the image route needs: the file, its type, and whose it is (to hide inactive listings). */
export async function findPortfolioImage(db: Database, id: number) {
  const [row] = await db
    .select({
      storedName: portfolioItem.storedName,
      mimeType: portfolioItem.mimeType,
      variants: portfolioItem.variants,
      status: provider.status,
      ownerUserId: provider.ownerUserId,
    })
    .from(portfolioItem)
    .innerJoin(provider, eq(provider.id, portfolioItem.providerId))
    .where(eq(portfolioItem.id, id))
  return row ?? null
}

/**
 * Each listing's portfolio as its public profile's gallery, oldest first (listings without one are left
 * out); an empty caption reads "Work by …".
 */
export async function portfolioGalleries(
  db: Database,
  listings: Array<{ id: number; name: string }>,
): Promise<Map<number, GalleryImage[]>> {
  const galleries = new Map<number, GalleryImage[]>()
  if (listings.length === 0) return galleries
  const names = new Map(listings.map((listing) => [listing.id, listing.name]))
  const rows = await db
    .select()
    .from(portfolioItem)
    .where(inArray(portfolioItem.providerId, [...names.keys()]))
    .orderBy(asc(portfolioItem.createdAt), asc(portfolioItem.id))
  for (const row of rows) {
    const image = galleryImage(row, names.get(row.providerId) ?? '')
    const gallery = galleries.get(row.providerId)
    if (gallery) gallery.push(image)
    else galleries.set(row.providerId, [image])
  }
  return galleries
}

const galleryImage = (row: Row, businessName: string): GalleryImage => ({
  src: portfolioImageUrl(row.id),
  image: responsiveImage(row.variants) ?? undefined,
  alt: row.caption
    ? { en: row.caption, fr: row.caption, de: row.caption }
    : {
        en: sharedTranslator('en')('portfolioAlt', { name: businessName }),
        fr: sharedTranslator('fr')('portfolioAlt', { name: businessName }),
        de: sharedTranslator('de')('portfolioAlt', { name: businessName }),
      },
})
