import { useLandingVersion } from '@web/hooks/use-landing-version'
import { lazy, Suspense } from 'react'

// Each version's hero is its own chunk: a visitor downloads the one they see, and the landing's
// first-load JS stays within its budget whichever it is (ADR 032). The server renders the hero;
// the browser hydrates it once its chunk is in, without touching the server's HTML before.
const ChatFirstHero = lazy(async () => ({ default: (await import('./hero')).Hero }))
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
    <Suspense fallback={<HeroPlaceholder />}>
      {version === 'B' ? <SearchFirstHero /> : <ChatFirstHero />}
    </Suspense>
  )
}
