import { CategoryGrid } from '@web/features/landing/components/category-grid'
import { Faq } from '@web/features/landing/components/faq'
import { Hero } from '@web/features/landing/components/hero'
import { HowItWorksSteps } from '@web/features/landing/components/how-it-works-steps'
import { ProviderCta } from '@web/features/landing/components/provider-cta'
import { RecentProjects } from '@web/features/landing/components/recent-projects'
import { Testimonials } from '@web/features/landing/components/testimonials'
import { TopProviders } from '@web/features/landing/components/top-providers'

/** UI.md "Landing": the promise and the chat entry first, then categories, proof and the FAQ. */
export function LandingPage() {
  return (
    <>
      <Hero />
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
