import './styles/app.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { AppProviders } from './app/providers'
import { createAppRouter } from './app/router'
import { initI18n } from './i18n/i18n'

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('Root element #root not found')

await initI18n()
createRoot(rootElement).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
)
