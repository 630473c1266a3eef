import { useLandingVersion } from '@web/hooks/use-landing-version'
import { lazy, Suspense } from 'react'
import { Hero } from './hero'

// Version A, the default, is part of the landing's chunk: its visitors wait for nothing more. B's
// hero is its own chunk, downloaded only by B's visitors (ADR 032); the server renders it whole and
// the browser hydrates it once the chunk is in, keeping the server's HTML meanwhile.
const SearchFirstHero = lazy(async () => ({ default: (await import('./search-first-hero')).SearchFirstHero }))

/** Reserves the hero's room while its version is asked for (pages the server did not render). */
function HeroPlaceholder() {
  return <div aria-hidden="true" className="min-h-[36rem] bg-gradient-to-b from-brand-50 to-slate-50" />
}

/** The hero of the visitor's landing version: A (chat-first, the default) or B (search-first). */
export function LandingHero() {
  const { data, isError } = useLandingVersion()
  // Without an answer the visitor still gets a landing: the default version.
  const version = data?.version ?? (isError ? 'A' : null)
  if (!version) return <HeroPlaceholder />
  return (
    <Suspense fallback={<HeroPlaceholder />}>{version === 'B' ? <SearchFirstHero /> : <Hero />}</Suspense>
  )
}
