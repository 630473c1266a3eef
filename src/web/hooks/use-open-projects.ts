import { DEFAULT_CREDIT_POLICY, openProjectLimit, projectsLeftToStart } from '@shared/quotes/open-projects'
import { usePublicSettings } from '@web/hooks/use-public-settings'

/**
 * Credits as customers are told about them (ADR 027): up to `limit` open projects at a time, free,
 * and `left(balance)` more they may start now. The policy comes from the public settings.
 */
export function useOpenProjects() {
  const credits = usePublicSettings().data?.credits ?? DEFAULT_CREDIT_POLICY
  return {
    limit: openProjectLimit(credits),
    left: (balance: number) => projectsLeftToStart(balance, credits.perProject),
  }
}
