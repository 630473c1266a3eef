import { CategoryGrid } from '@web/features/landing/components/category-grid'
import { Faq } from '@web/features/landing/components/faq'
import { HowItWorksSteps } from '@web/features/landing/components/how-it-works-steps'
import { LandingHero } from '@web/features/landing/components/landing-hero'
import { ProviderCta } from '@web/features/landing/components/provider-cta'
import { RecentProjects } from '@web/features/landing/components/recent-projects'
import { Testimonials } from '@web/features/landing/components/testimonials'
import { TopProviders } from '@web/features/landing/components/top-providers'

/** UI.md "Landing": the hero of the visitor's version (ADR 032), then categories, proof and the FAQ. */
export function LandingPage() {
  return (
    <>
      <LandingHero />
      <HowItWorksSteps />
      <CategoryGrid />
      <TopProviders />
      <RecentProjects />
      <Testimonials />
      <ProviderCta />
      <Faq />
    </>
  )
}
