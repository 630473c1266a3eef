import { Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, ScrollRestoration, useLocation } from 'react-router'
import { CrashTest } from '../errors/crash-test'
import { Footer } from './footer'
import { Header } from './header'
import { LoadingFallback } from './loading-fallback'
import { MobileNav } from './mobile-nav'
import { SkipLinks } from './skip-links'

function useHashScroll() {
  const { hash, pathname } = useLocation()
  useEffect(() => {
    if (!hash) return
    const target = document.getElementById(decodeURIComponent(hash.slice(1)))
    target?.scrollIntoView()
  }, [hash, pathname])
}

export function Layout() {
  const { t } = useTranslation()
  useHashScroll()
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLinks />
      <Header />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none" aria-label={t('shell.mainContent')}>
        <CrashTest />
        <Suspense fallback={<LoadingFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <MobileNav />
      <ScrollRestoration />
    </div>
  )
}
