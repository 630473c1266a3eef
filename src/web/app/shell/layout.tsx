import { AccessGuard } from '@web/app/access/access-guard'
import { CrashTest } from '@web/app/errors/crash-test'
import { HydrationMark } from '@web/app/hydration-mark'
import { preloadDirectoryWhenIdle } from '@web/app/preload-directory'
import { AssistantMount } from '@web/features/assistant/components/assistant-mount'
import { useAccess } from '@web/hooks/use-access-status'
import { lazy, Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation } from 'react-router'
import { Header } from './header'
import { LaunchBanner } from './launch-banner'
import { LoadingFallback } from './loading-fallback'
import { PendingProjectSlot } from './pending-project-slot'
import { SavedMergeSlot } from './saved-merge-slot'
import { SkipLinks } from './skip-links'

// The footer is below every page's fold: its code (with the demo and version switches) loads after
// the page's, out of the first load; the server renders it and the browser keeps that HTML meanwhile.
const Footer = lazy(async () => ({ default: (await import('./footer')).Footer }))
// The phone's bottom navigation: drawn by the server, its code (links, menus) follows the page's.
const MobileNav = lazy(async () => ({ default: (await import('./mobile-nav')).MobileNav }))

/** How long to wait for a lazy page to render the element a `#hash` points at. */
const HASH_TARGET_WAIT_MS = 5000

/** A new page starts at the top, unless the URL points at a section (#hash). */
function useScrollOnNavigation() {
  const { hash, pathname } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every page change, by design
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0)
  }, [pathname])
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page with the same hash must scroll too
  useEffect(() => {
    if (!hash) return
    const id = decodeURIComponent(hash.slice(1))
    const scrollToTarget = () => {
      const target = document.getElementById(id)
      target?.scrollIntoView()
      return target !== null
    }
    if (scrollToTarget()) return
    // On a first load the page is still a lazy chunk: scroll once its content has rendered.
    const observer = new MutationObserver(() => {
      if (scrollToTarget()) observer.disconnect()
    })
    observer.observe(document.body, { childList: true, subtree: true })
    const timer = setTimeout(() => observer.disconnect(), HASH_TARGET_WAIT_MS)
    return () => {
      observer.disconnect()
      clearTimeout(timer)
    }
  }, [hash, pathname])
}

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
