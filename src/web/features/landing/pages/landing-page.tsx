import { LandingHero } from '@web/features/landing/components/landing-hero'
import { lazy, Suspense } from 'react'

// Everything under the hero is its own chunk, out of the landing's first load (budget: 150 KB):
// the server renders it whole and the browser hydrates it once its code is in, the hero first,
// keeping the server's HTML meanwhile.
const LandingSections = lazy(async () => ({
  default: (await import('@web/features/landing/components/landing-sections')).LandingSections,
}))

/** The landing: the hero of the visitor's version (ADR 032), then categories, proof and the FAQ. */
export function LandingPage() {
  return (
    <>
      <LandingHero />
      {/* A page drawn in the browser keeps the room below the hero while the sections load. */}
      <Suspense fallback={<div className="min-h-screen" />}>
        <LandingSections />
      </Suspense>
    </>
  )
}
