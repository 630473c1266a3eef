/** Query keys of one provider's data, so a new review can refresh exactly what it changes. */
export const providerQueryKeys = {
  profile: (slug: string) => ['providers', slug, 'profile'] as const,
  reviews: (slug: string) => ['providers', slug, 'reviews'] as const,
  eligibility: (slug: string, userId: string | undefined) =>
    ['providers', slug, 'review-eligibility', userId ?? null] as const,
}
