import { UI_LANGUAGES, type UiLanguage } from '@shared/i18n/languages'

/** The page's address in a language: English has no ?lang (it is also the x-default). */
export function localizedUrl(
  publicUrl: string,
  path: string,
  language: UiLanguage,
  params: Record<string, string> = {},
) {
  const url = new URL(path, publicUrl)
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
  if (language !== 'en') url.searchParams.set('lang', language)
  return url.toString()
}

export function alternatesOf(publicUrl: string, path: string, params: Record<string, string> = {}) {
  const alternates: Record<string, string> = {}
  for (const language of UI_LANGUAGES) alternates[language] = localizedUrl(publicUrl, path, language, params)
  alternates['x-default'] = localizedUrl(publicUrl, path, 'en', params)
  return alternates
}
