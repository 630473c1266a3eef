import { useSearchParams } from 'react-router'
import { AvailabilitySection } from '../availability/availability-section'
import { workspaceSectionOf } from '../lib/workspace-sections'
import { PortfolioSection } from '../portfolio/portfolio-section'
import { QuoteTemplatesSection } from '../quote-templates/quote-templates-section'
import { ServicesSection } from '../services/services-section'

/** /dashboard/portfolio: the provider's business as customers see it, one section at a time (?section=). */
export function WorkspacePage() {
  const [params] = useSearchParams()
  switch (workspaceSectionOf(params)) {
    case 'services':
      return <ServicesSection />
    case 'availability':
      return <AvailabilitySection />
    case 'quote-templates':
      return <QuoteTemplatesSection />
    default:
      return <PortfolioSection />
  }
}
