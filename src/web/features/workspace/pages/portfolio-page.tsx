import { AvailabilitySection } from '@web/features/workspace/availability/availability-section'
import { DocumentsSection } from '@web/features/workspace/documents/documents-section'
import { workspaceSectionOf } from '@web/features/workspace/lib/workspace-sections'
import { PortfolioSection } from '@web/features/workspace/portfolio/portfolio-section'
import { QuoteTemplatesSection } from '@web/features/workspace/quote-templates/quote-templates-section'
import { ReviewsSection } from '@web/features/workspace/reviews/reviews-section'
import { ServicesSection } from '@web/features/workspace/services/services-section'
import { useSearchParams } from 'react-router'

/** /dashboard/portfolio: the provider's business as customers see it, one section at a time (?section=). */
export function PortfolioPage() {
  const [params] = useSearchParams()
  switch (workspaceSectionOf(params)) {
    case 'services':
      return <ServicesSection />
    case 'availability':
      return <AvailabilitySection />
    case 'quote-templates':
      return <QuoteTemplatesSection />
    case 'reviews':
      return <ReviewsSection />
    case 'documents':
      return <DocumentsSection />
    default:
      return <PortfolioSection />
  }
}
