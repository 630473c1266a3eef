import type { CategorySlug } from '../../../shared/catalog/categories'

/**
 * A handful of demo businesses and projects for the landing page. The directory issue replaces
 * this with the deterministic generator of 300+ providers.
 */
export interface DemoProvider {
  slug: string
  name: string
  companyName: string
  categories: CategorySlug[]
  specialties: string[]
  description: string
  locality: string
  commune: string
  rating: number
  reviewCount: number
  yearsExperience: number
  projectsCompleted: number
  verified: boolean
  insured: boolean
  premium: boolean
}

export const DEMO_PROVIDERS: DemoProvider[] = [
  { slug: 'sanitaire-weber-bertrange', name: 'Sanitaire Weber', companyName: 'Sanitaire Weber S.à r.l.', categories: ['plumbing', 'heating'], specialties: ['Bathroom renovation', 'Boiler service', 'Leak repair'], description: 'Family plumbing and heating business serving the west of Luxembourg City since 1998.', locality: 'Bertrange', commune: 'Bertrange', rating: 4.9, reviewCount: 142, yearsExperience: 27, projectsCompleted: 1830, verified: true, insured: true, premium: true },
  { slug: 'elektro-schmit-esch', name: 'Elektro Schmit', companyName: 'Elektro Schmit & Fils S.à r.l.', categories: ['electrical', 'solar'], specialties: ['Home rewiring', 'EV chargers', 'Photovoltaics'], description: 'Certified electricians for homes and small businesses in the south.', locality: 'Esch-sur-Alzette', commune: 'Esch-sur-Alzette', rating: 4.8, reviewCount: 96, yearsExperience: 19, projectsCompleted: 1240, verified: true, insured: true, premium: false },
  { slug: 'clean-home-kirchberg', name: 'CleanHome Luxembourg', companyName: 'CleanHome Luxembourg S.à r.l.-S', categories: ['cleaning'], specialties: ['Weekly home cleaning', 'End-of-lease cleaning', 'Office cleaning'], description: 'Reliable, insured cleaning teams in Luxembourg City and surroundings.', locality: 'Luxembourg', commune: 'Luxembourg', rating: 4.7, reviewCount: 311, yearsExperience: 8, projectsCompleted: 5200, verified: true, insured: true, premium: true },
  { slug: 'avocats-muller-luxembourg', name: 'Étude Muller Avocats', companyName: 'Étude Muller Avocats', categories: ['legal'], specialties: ['Employment law', 'Tenancy law', 'Company formation'], description: 'Lawyers registered with the Luxembourg Bar, advising in French, German and English.', locality: 'Luxembourg', commune: 'Luxembourg', rating: 4.9, reviewCount: 58, yearsExperience: 22, projectsCompleted: 900, verified: true, insured: true, premium: true },
  { slug: 'it-support-lux-strassen', name: 'Lux IT Support', companyName: 'Lux IT Support S.A.', categories: ['it-support', 'web-development'], specialties: ['Managed IT for SMEs', 'Microsoft 365', 'Network security'], description: 'IT support and websites for Luxembourg small and medium businesses.', locality: 'Strassen', commune: 'Strassen', rating: 4.6, reviewCount: 44, yearsExperience: 12, projectsCompleted: 610, verified: true, insured: false, premium: false },
  { slug: 'peinture-thill-mersch', name: 'Peinture Thill', companyName: 'Peinture Thill S.à r.l.', categories: ['painting', 'renovation'], specialties: ['Interior painting', 'Facades', 'Wallpaper'], description: 'Painters and decorators for interiors and facades in the centre of the country.', locality: 'Mersch', commune: 'Mersch', rating: 4.7, reviewCount: 73, yearsExperience: 15, projectsCompleted: 980, verified: true, insured: true, premium: false },
  { slug: 'gaart-an-natur-ettelbruck', name: 'Gaart an Natur', companyName: 'Gaart an Natur S.à r.l.', categories: ['gardening'], specialties: ['Garden maintenance', 'Hedge trimming', 'Garden design'], description: 'Garden maintenance and landscaping in the Nordstad and the Éislek.', locality: 'Ettelbruck', commune: 'Ettelbruck', rating: 4.5, reviewCount: 37, yearsExperience: 10, projectsCompleted: 420, verified: false, insured: true, premium: false },
  { slug: 'demenagements-reuter-differdange', name: 'Déménagements Reuter', companyName: 'Déménagements Reuter S.A.', categories: ['moving'], specialties: ['Home moves', 'International moves', 'Storage'], description: 'Moves within Luxembourg and to the Greater Region, with packing and storage.', locality: 'Differdange', commune: 'Differdange', rating: 4.6, reviewCount: 88, yearsExperience: 31, projectsCompleted: 2700, verified: true, insured: true, premium: false },
  { slug: 'dachdecker-hoffmann-wiltz', name: 'Dachdecker Hoffmann', companyName: 'Hoffmann Toitures S.à r.l.', categories: ['roofing', 'carpentry'], specialties: ['Slate roofs', 'Roof insulation', 'Gutters'], description: 'Roofers and carpenters in the north of Luxembourg.', locality: 'Wiltz', commune: 'Wiltz', rating: 4.8, reviewCount: 29, yearsExperience: 24, projectsCompleted: 530, verified: true, insured: true, premium: false },
  { slug: 'fiduciaire-kremer-dudelange', name: 'Fiduciaire Kremer', companyName: 'Fiduciaire Kremer S.à r.l.', categories: ['accounting'], specialties: ['Bookkeeping', 'VAT returns', 'Payroll'], description: 'Accounting, VAT and payroll for self-employed people and SMEs.', locality: 'Dudelange', commune: 'Dudelange', rating: 4.7, reviewCount: 51, yearsExperience: 17, projectsCompleted: 760, verified: true, insured: true, premium: false },
  { slug: 'serrurerie-express-luxembourg', name: 'Serrurerie Express', companyName: 'Serrurerie Express S.à r.l.', categories: ['locksmith'], specialties: ['Door opening', 'Lock replacement', 'Security doors'], description: 'Locksmiths available 24/7 in Luxembourg City and the centre.', locality: 'Luxembourg', commune: 'Luxembourg', rating: 4.4, reviewCount: 120, yearsExperience: 9, projectsCompleted: 3100, verified: true, insured: true, premium: false },
  { slug: 'carrelages-goncalves-mamer', name: 'Carrelages Gonçalves', companyName: 'Carrelages Gonçalves S.à r.l.', categories: ['tiling', 'masonry'], specialties: ['Bathroom tiling', 'Terraces', 'Natural stone'], description: 'Tiling and masonry for bathrooms, kitchens and terraces.', locality: 'Mamer', commune: 'Mamer', rating: 4.8, reviewCount: 64, yearsExperience: 14, projectsCompleted: 870, verified: true, insured: true, premium: false },
]

export interface DemoProject {
  name: string
  category: CategorySlug
  description: string
  locality: string
  commune: string
  budgetLow: number
  budgetHigh: number
  timeline: string
  status: 'pending' | 'accepted' | 'in_progress' | 'completed'
  daysAgo: number
}

export const DEMO_PROJECTS: DemoProject[] = [
  { name: 'Bathroom renovation', category: 'plumbing', description: 'Replace bathtub with a walk-in shower, 6 m².', locality: 'Strassen', commune: 'Strassen', budgetLow: 6500, budgetHigh: 9500, timeline: 'Within 2 months', status: 'accepted', daysAgo: 1 },
  { name: 'Paint a 3-room flat', category: 'painting', description: 'Walls and ceilings, about 180 m² in total.', locality: 'Esch-sur-Alzette', commune: 'Esch-sur-Alzette', budgetLow: 2800, budgetHigh: 4200, timeline: 'Next month', status: 'pending', daysAgo: 2 },
  { name: 'Solar panels on a house roof', category: 'solar', description: '9 kWp photovoltaic system with battery.', locality: 'Junglinster', commune: 'Junglinster', budgetLow: 14000, budgetHigh: 19000, timeline: 'Spring', status: 'in_progress', daysAgo: 3 },
  { name: 'Garden lights and sockets', category: 'electrical', description: 'Six outdoor lights and two waterproof sockets.', locality: 'Bertrange', commune: 'Bertrange', budgetLow: 900, budgetHigh: 1600, timeline: 'Within 3 weeks', status: 'completed', daysAgo: 4 },
  { name: 'Website for an accounting firm', category: 'web-development', description: 'Five-page bilingual website with contact form.', locality: 'Luxembourg', commune: 'Luxembourg', budgetLow: 3000, budgetHigh: 6000, timeline: 'Within 6 weeks', status: 'pending', daysAgo: 5 },
  { name: 'End-of-lease cleaning', category: 'cleaning', description: 'Two-bedroom flat, windows included.', locality: 'Differdange', commune: 'Differdange', budgetLow: 350, budgetHigh: 550, timeline: 'This week', status: 'completed', daysAgo: 6 },
]
