import { CATEGORIES, type CategoryDefinition } from '@shared/catalog/categories'
import { CATEGORY_KEYWORDS } from '@shared/catalog/category-keywords'
import type { UiLanguage } from '@shared/i18n/languages'

export const CATEGORY_SUGGESTION_LIMIT = 3

/** Lower case without accents, so "electricite" finds "Électricité". */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()
}

function rank(name: string, folded: string, { inside = true } = {}): number | null {
  const target = foldText(name)
  if (target.startsWith(folded)) return 0
  if (target.split(/[\s&’'-]+/).some((word) => word.startsWith(folded))) return 1
  if (inside && target.includes(folded)) return 2
  return null
}

const best = (scores: (number | null)[]) => {
  const found = scores.filter((score): score is number => score !== null)
  return found.length > 0 ? Math.min(...found) : null
}

/**
 * Categories whose name matches what the visitor types, best first: names in the interface
 * language count most, names in the other languages next ("plomb" finds Plumbing in English too),
 * then the words people use for the trade ("plombier", "Klempner", "lawyer"), by their start only.
 */
export function matchCategories(
  text: string,
  language: UiLanguage,
  limit = CATEGORY_SUGGESTION_LIMIT,
): CategoryDefinition[] {
  const folded = foldText(text)
  if (folded.length < 2) return []
  const ranked: { category: CategoryDefinition; score: number }[] = []
  for (const category of CATEGORIES) {
    const own = rank(category.names[language], folded)
    const others = best(Object.values(category.names).map((name) => rank(name, folded)))
    const trade = best(CATEGORY_KEYWORDS[category.slug].map((word) => rank(word, folded, { inside: false })))
    const score = own ?? (others !== null ? 3 + others : trade !== null ? 6 + trade : null)
    if (score !== null) ranked.push({ category, score })
  }
  return ranked
    .sort(
      (a, b) =>
        a.score - b.score || a.category.names[language].localeCompare(b.category.names[language], language),
    )
    .slice(0, limit)
    .map(({ category }) => category)
}
