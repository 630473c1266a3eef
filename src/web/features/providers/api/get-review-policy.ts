import type { UiLanguage } from '@shared/i18n/languages'
import { useQuery } from '@tanstack/react-query'
import { type ReviewPolicy, ReviewPolicySchema } from '@web/features/providers/lib/review-policy-schema'
import { useRef } from 'react'

// Each language is its own chunk: the policy never weighs on the profile page.
const policyFiles = import.meta.glob<{ default: unknown }>('../content/review-policy.*.json')

export async function getReviewPolicy(language: UiLanguage): Promise<ReviewPolicy> {
  const load = policyFiles[`../content/review-policy.${language}.json`]
  if (!load) throw new Error(`No review policy in ${language}`)
  return ReviewPolicySchema.parse((await load()).default)
}

/** The policy's cache key and loader (the server renders the page with it). */
export function reviewPolicyRequest(language: UiLanguage) {
  return { queryKey: ['review-policy', language] as const, load: () => getReviewPolicy(language) }
}

export function useReviewPolicy(language: UiLanguage) {
  const request = reviewPolicyRequest(language)
  const query = useQuery({
    queryKey: request.queryKey,
    queryFn: request.load,
    staleTime: Number.POSITIVE_INFINITY,
  })
  // Switching language keeps the current text on screen until the new one has loaded.
  const shown = useRef<ReviewPolicy | undefined>(undefined)
  if (query.data) shown.current = query.data
  return { ...query, data: query.data ?? shown.current }
}
