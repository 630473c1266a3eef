import type { Database } from '@server/db/client'
import { category } from '@server/db/schema/index'
import { type CachedAnswer, gzippedOf } from '@server/http/ready-answer'
import type { Category } from '@shared/catalog/catalog-schemas'
import { asc } from 'drizzle-orm'
import type { LocalityIndex } from './locality-index'
import { forgetPlaces, placesOf } from './locality-search'

/** The categories and places, as served: read once, kept until the data changes (a restore). */
interface Loaded {
  categories: Category[]
  /** The categories' answer as it is sent (JSON, and its gzip made once). */
  categoriesAnswer: CachedAnswer
  localities: LocalityIndex
}

/**
 * The catalog's reference data in memory: the 23 categories and the places of the autocomplete.
 * Only the seed writes them, before the server starts, and a restore, which calls reload(); so they
 * are read once (when the server listens, or by the first request) and the routes never ask the
 * database again.
 */
export function createReferenceData(db: () => Database) {
  let loaded: Loaded | null = null
  let loading: Promise<Loaded> | null = null

  async function read(): Promise<Loaded> {
    const [categoryRows, localities] = await Promise.all([
      db().select().from(category).orderBy(asc(category.sortOrder)),
      placesOf(db()),
    ])
    const categories = categoryRows.map(({ sortOrder: _, ...c }) => c)
    const categoriesAnswer: CachedAnswer = { json: JSON.stringify({ items: categories }) }
    void gzippedOf(categoriesAnswer)
    return { categories, categoriesAnswer, localities }
  }

  async function load(): Promise<Loaded> {
    const pending = read()
    loading = pending
    try {
      const next = await pending
      if (loading === pending) loaded = next
      return next
    } finally {
      if (loading === pending) loading = null
    }
  }

  return {
    /** What the routes serve; read from the database only on the first call and after reload(). */
    async current(): Promise<Loaded> {
      return loaded ?? loading ?? load()
    },
    /** The data changed underneath (a restore): read it again now; readers keep the old until then. */
    reload: (): Promise<unknown> => {
      forgetPlaces(db())
      return load()
    },
  }
}
export type ReferenceData = ReturnType<typeof createReferenceData>
