import type {
  ParsedProviderSearchQuery,
  ProviderSearchResult,
} from '@shared/providers/provider-search-schemas'
import type { DirectoryIndex } from './directory-index'
import { queryDirectory } from './directory-query'
import { textMatch } from './provider-search-sql'
import type { SearchOrigin } from './search-origin'
import { tradesNamedIn } from './trade-words'

/**
 * The directory search: a query that names a trade finds that trade's providers in the snapshot;
 * otherwise the database finds the text matches (full text, any language, typos); the
 * directory index filters, counts the facets and sorts in memory, and returns the page's cards (from
 * the database when it does not hold them yet). The cost of a search so barely grows with the size
 * of the directory. The answer has exactly the fields of ProviderSearchResultSchema: its cards were
 * checked against it when read, the rest is built here.
 */
export async function searchProviders(
  directory: DirectoryIndex,
  query: ParsedProviderSearchQuery,
  origin: SearchOrigin | null,
): Promise<ProviderSearchResult> {
  const trades = tradesNamedIn(query.q)
  // A query naming a trade is answered from the snapshot; its other words, if any, are looked up.
  const match = textMatch(trades ? trades.otherWords.join(' ') : query.q)
  const [snapshot, text] = await Promise.all([
    directory.snapshot(),
    match ? directory.textHits(match) : Promise.resolve(null),
  ])
  const page = queryDirectory(snapshot, { query, origin, text, trades: trades?.categories ?? null })
  const cards = await directory.cards(page.items.map((item) => item.id))
  const distanceOf = new Map(page.items.map((item) => [item.id, item.distanceKm]))
  return {
    items: cards.map((card) => {
      const distance = distanceOf.get(card.id)
      return {
        ...card,
        distanceKm: distance === null || distance === undefined ? null : Math.round(distance * 10) / 10,
      }
    }),
    total: page.total,
    page: query.page,
    pageSize: query.pageSize,
    sort: page.sort,
    origin: origin ? { label: origin.label, lat: origin.lat, lon: origin.lon } : null,
    facets: page.facets,
  }
}
