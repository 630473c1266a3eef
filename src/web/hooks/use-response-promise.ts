import { DEFAULT_RESPONSE_PROMISE_HOURS, responsePromise } from '@shared/quotes/response-promise'
import { useDemoMode } from '@web/hooks/use-demo-mode'
import { usePublicSettings } from '@web/hooks/use-public-settings'
import { useUiLanguage } from '@web/i18n/use-ui-language'

/** "Providers usually answer within 24 hours.": the one response-time promise (shared/quotes/response-promise.ts). */
export function useResponsePromise(): string {
  const hours = usePublicSettings().data?.responsePromiseHours ?? DEFAULT_RESPONSE_PROMISE_HOURS
  return responsePromise(useUiLanguage(), { hours, demo: useDemoMode() })
}
