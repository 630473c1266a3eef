import { assistantCategoryName } from '@shared/assistant/category-names'
import type { MatchedProviderView, QuickReply } from '@shared/assistant/chat-schemas'
import { CATEGORIES, type CategorySlug } from '@shared/catalog/categories'
import type { AssistantLanguage } from '@shared/i18n/languages'
import { BUTTON_TEXT, REPLY_IN } from './chat-text'

/** The buttons under a reply (shape and meaning: QuickReplySchema in src/shared/assistant/chat-schemas.ts). */

export function categoryName(slug: CategorySlug, language: AssistantLanguage): string {
  return assistantCategoryName(slug, language)
}

/**
 * "Répondre en français": the assistant answers in `language` from now on (the chat service reads
 * the label back, typed or tapped). Offered when the conversation's language is not the page's.
 */
export function replyInButton(language: AssistantLanguage): QuickReply {
  return { id: `language:${language}`, label: REPLY_IN[language], value: REPLY_IN[language], kind: 'reply' }
}

/** Service quick-select: one button per category, sending its slug. */
export function categoryButtons(slugs: readonly CategorySlug[], language: AssistantLanguage): QuickReply[] {
  return slugs.map((slug) => ({
    id: `category:${slug}`,
    label: categoryName(slug, language),
    value: slug,
    kind: 'reply',
  }))
}

/** Under an answer about LuxPro itself: the pages that say more ("How it works", "Contact"), opened, not posted. */
export function aboutLuxProLinks(language: AssistantLanguage): QuickReply[] {
  return [
    {
      id: 'page:how-it-works',
      label: BUTTON_TEXT.howItWorks[language],
      value: '/how-it-works',
      kind: 'link',
    },
    { id: 'page:contact', label: BUTTON_TEXT.contact[language], value: '/contact', kind: 'link' },
  ]
}

export const ALL_CATEGORIES: readonly CategorySlug[] = CATEGORIES.map((c) => c.slug)

export function confirmButtons(language: AssistantLanguage): QuickReply[] {
  return [
    { id: 'location:yes', label: BUTTON_TEXT.yes[language], value: 'yes', kind: 'reply' },
    { id: 'location:no', label: BUTTON_TEXT.no[language], value: 'no', kind: 'reply' },
  ]
}

/** After the estimate: see the matches, or (in a chat with one provider) go on to the request. */
export function showProvidersButton(language: AssistantLanguage, oneProvider = false): QuickReply[] {
  const label = (oneProvider ? BUTTON_TEXT.prepareRequest : BUTTON_TEXT.showProviders)[language]
  return [{ id: 'providers:show', label, value: 'providers', kind: 'reply' }]
}

/** Signed in: send the chosen providers; anonymous: sign in or register first (never sends). */
export function sendButtons(
  providers: readonly MatchedProviderView[],
  signedIn: boolean,
  language: AssistantLanguage,
): QuickReply[] {
  if (providers.length === 0) return []
  const ids = providers.map((p) => p.id).join(',')
  return signedIn
    ? [{ id: 'quotes:send', label: BUTTON_TEXT.requestQuotes[language], value: ids, kind: 'send_quotes' }]
    : [{ id: 'quotes:sign-in', label: BUTTON_TEXT.signIn[language], value: ids, kind: 'sign_in' }]
}
