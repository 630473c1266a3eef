import type { UiLanguage } from '@shared/i18n/languages'
import { StrictMode } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { StaticRouter } from 'react-router'
import { AppProviders } from './app/providers'
import { AppRoutes } from './app/router'
import { i18n, initI18n } from './i18n/i18n'

/**
 * Build-time rendering of public pages to HTML (scripts/prerender.mjs), so the landing page paints
 * before any JavaScript runs. Data from the API (top providers, recent projects) renders as
 * skeletons and is fetched by the browser, exactly as on a client render.
 */
export async function renderPage(url: string, language: UiLanguage, namespaces: string[]): Promise<string> {
  if (!i18n.isInitialized) await initI18n(language, ['common', ...namespaces])
  await i18n.changeLanguage(language)
  await i18n.loadNamespaces(['common', ...namespaces])
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    // One complete document: no out-of-order boundaries, which would need inline scripts (CSP).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  let html = ''
  for await (const chunk of prelude) html += chunk
  return html
}
