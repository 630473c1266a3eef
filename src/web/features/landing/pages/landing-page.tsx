import { CategoryGrid } from '../components/category-grid'
import { Faq } from '../components/faq'
import { Hero } from '../components/hero'
import { HowItWorksSteps } from '../components/how-it-works-steps'
import { ProviderCta } from '../components/provider-cta'
import { RecentProjects } from '../components/recent-projects'
import { Testimonials } from '../components/testimonials'
import { TopProviders } from '../components/top-providers'

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
