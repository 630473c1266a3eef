import { CategoryGrid } from './category-grid'
import { Faq } from './faq'
import { HowItWorksSteps } from './how-it-works-steps'
import { ProviderCta } from './provider-cta'
import { RecentProjects } from './recent-projects'
import { RecentWork } from './recent-work'
import { Testimonials } from './testimonials'
import { TopProviders } from './top-providers'

/** The landing: everything under the hero — the steps, categories, proof and the FAQ. */
export function LandingSections() {
  return (
    <>
      <HowItWorksSteps />
      <CategoryGrid />
      <TopProviders />
      <RecentWork />
      <RecentProjects />
      <Testimonials />
      <ProviderCta />
      <Faq />
    </>
  )
}
