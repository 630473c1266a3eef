import type { MatchedProviderView, QuickReply } from '@shared/assistant/chat-schemas'
import { CATEGORIES, type CategorySlug } from '@shared/catalog/categories'
import type { UiLanguage } from '@shared/i18n/languages'
import { BUTTON_TEXT } from './chat-text'

/** The buttons under a reply (shape and meaning: QuickReplySchema in src/shared/assistant/chat-schemas.ts). */

const NAMES = new Map(CATEGORIES.map((c) => [c.slug, c.names]))

export function categoryName(slug: CategorySlug, language: UiLanguage): string {
  return NAMES.get(slug)?.[language] ?? slug
}

/** Service quick-select: one button per category, sending its slug. */
export function categoryButtons(slugs: readonly CategorySlug[], language: UiLanguage): QuickReply[] {
  return slugs.map((slug) => ({
    id: `category:${slug}`,
    label: categoryName(slug, language),
    value: slug,
    kind: 'reply',
  }))
}

export const ALL_CATEGORIES: readonly CategorySlug[] = CATEGORIES.map((c) => c.slug)

export function confirmButtons(language: UiLanguage): QuickReply[] {
  return [
    { id: 'location:yes', label: BUTTON_TEXT.yes[language], value: 'yes', kind: 'reply' },
    { id: 'location:no', label: BUTTON_TEXT.no[language], value: 'no', kind: 'reply' },
  ]
}

/** After the estimate: see the matches, or (in a chat with one provider) go on to the request. */
export function showProvidersButton(language: UiLanguage, oneProvider = false): QuickReply[] {
  const label = (oneProvider ? BUTTON_TEXT.prepareRequest : BUTTON_TEXT.showProviders)[language]
  return [{ id: 'providers:show', label, value: 'providers', kind: 'reply' }]
}

/** Signed in: send the chosen providers; anonymous: sign in or register first (never sends). */
export function sendButtons(
  providers: readonly MatchedProviderView[],
  signedIn: boolean,
  language: UiLanguage,
): QuickReply[] {
  if (providers.length === 0) return []
  const ids = providers.map((p) => p.id).join(',')
  return signedIn
    ? [{ id: 'quotes:send', label: BUTTON_TEXT.requestQuotes[language], value: ids, kind: 'send_quotes' }]
    : [{ id: 'quotes:sign-in', label: BUTTON_TEXT.signIn[language], value: ids, kind: 'sign_in' }]
}
