import { AccessGuard } from '@web/app/access/access-guard'
import { CrashTest } from '@web/app/errors/crash-test'
import { HydrationMark } from '@web/app/hydration-mark'
import { preloadDirectoryWhenIdle } from '@web/app/preload-directory'
import { AssistantMount } from '@web/features/assistant/components/assistant-mount'
import { useAccess } from '@web/hooks/use-access-status'
import { lazy, Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router'
import { Header } from './header'
import { LaunchBanner } from './launch-banner'
import { LoadingFallback } from './loading-fallback'
import { PendingProjectSlot } from './pending-project-slot'
import { SavedMergeSlot } from './saved-merge-slot'
import { SkipLinks } from './skip-links'
import { useScrollOnNavigation } from './use-scroll-on-navigation'

// The footer is below every page's fold: its code (with the demo and version switches) loads after
// the page's, out of the first load; the server renders it and the browser keeps that HTML meanwhile.
const Footer = lazy(async () => ({ default: (await import('./footer')).Footer }))
// The phone's bottom navigation: drawn by the server, its code (links, menus) follows the page's.
const MobileNav = lazy(async () => ({ default: (await import('./mobile-nav')).MobileNav }))

/**
 * The assistant, unless the visitor's early access leaves the chat out. Its own component:
 * the access answer then re-renders it alone, not the layout, whose boundaries may still be hydrating
 * (an update reaching a boundary before it hydrates throws its server HTML away: a layout shift).
 */
function AssistantIfAllowed() {
  return useAccess().allows('chat') ? <AssistantMount /> : null
}

export function Layout() {
  const { t } = useTranslation()
  useScrollOnNavigation()
  useEffect(preloadDirectoryWhenIdle, [])
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLinks />
      <LaunchBanner />
      {/* Each boundary hydrates in its own slices of time (the root's own work runs in one task). */}
      <Suspense fallback={null}>
        <Header />
      </Suspense>
      <main
        id="main-content"
        tabIndex={-1}
        className="flex-1 focus:outline-none"
        aria-label={t('shell.mainContent')}
      >
        <CrashTest />
        <PendingProjectSlot />
        <SavedMergeSlot />
        <Suspense fallback={<LoadingFallback />}>
          <AccessGuard>
            <Outlet />
          </AccessGuard>
          <HydrationMark />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <Suspense fallback={null}>
        <MobileNav />
      </Suspense>
      <AssistantIfAllowed />
    </div>
  )
}
