import './styles/app.css'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { HydrationMark } from './app/hydration-mark'
import { AppProviders } from './app/providers'
import { AppRoutes } from './app/router'
import { initI18n } from './i18n/i18n'

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('Root element #root not found')

await initI18n()
const app = (
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <HydrationMark />
    </AppProviders>
  </StrictMode>
)
// Pages pre-rendered at build time (landing, info pages) are hydrated; the others render here.
const prerenderedLanguage = rootElement.dataset.prerendered
if (rootElement.firstElementChild && prerenderedLanguage === document.documentElement.lang)
  hydrateRoot(rootElement, app)
else createRoot(rootElement).render(app)
