/**
 * The subscription plans (product §1, §4 "Pricing tier"): five tiers, a monthly price per tier and
 * what each includes. Providers pay this and nothing more: no commission on their jobs. Amounts are
 * integer cents, excluding VAT; Luxembourg's standard VAT rate applies on top.
 */
export const PLAN_TIERS = ['basic', 'basic_plus', 'pro', 'premium', 'enterprise'] as const
export type PlanTier = (typeof PLAN_TIERS)[number]

/** Luxembourg's standard VAT rate, in basis points (17 %). */
export const VAT_RATE_BASIS_POINTS = 1700

export interface Plan {
  tier: PlanTier
  /** Monthly price excluding VAT, in cents (enterprise: the starting price of a tailored offer). */
  monthlyCents: number
  /** Categories the listing may appear in (null: as many as needed). */
  categories: number | null
  /** Quote requests received per month (null: unlimited). */
  leadsPerMonth: number | null
  /** Shown before the others on equal relevance in the directory. */
  premiumPlacement: boolean
  /** The premium badge on the listing and the profile. */
  badge: boolean
  /** A representative puts the offer together (several sites, a named account manager). */
  representative: boolean
}

export const PLANS: Readonly<Record<PlanTier, Plan>> = {
  basic: {
    tier: 'basic',
    monthlyCents: 2900,
    categories: 1,
    leadsPerMonth: 5,
    premiumPlacement: false,
    badge: false,
    representative: false,
  },
  basic_plus: {
    tier: 'basic_plus',
    monthlyCents: 4900,
    categories: 2,
    leadsPerMonth: 15,
    premiumPlacement: false,
    badge: false,
    representative: false,
  },
  pro: {
    tier: 'pro',
    monthlyCents: 8900,
    categories: 3,
    leadsPerMonth: 40,
    premiumPlacement: false,
    badge: false,
    representative: false,
  },
  premium: {
    tier: 'premium',
    monthlyCents: 14900,
    categories: 5,
    leadsPerMonth: null,
    premiumPlacement: true,
    badge: true,
    representative: false,
  },
  enterprise: {
    tier: 'enterprise',
    monthlyCents: 29900,
    categories: null,
    leadsPerMonth: null,
    premiumPlacement: true,
    badge: true,
    representative: true,
  },
}

/** VAT on an amount excluding VAT, rounded half up to the cent. */
export function vatCents(netCents: number, rateBasisPoints = VAT_RATE_BASIS_POINTS): number {
  return Math.floor((netCents * rateBasisPoints + 5000) / 10000)
}

/** An amount excluding VAT with its VAT and total (HT, TVA, TTC), all in cents. */
export function withVat(netCents: number, rateBasisPoints = VAT_RATE_BASIS_POINTS) {
  const vat = vatCents(netCents, rateBasisPoints)
  return { netCents, vatCents: vat, grossCents: netCents + vat, rateBasisPoints }
}

/**
 * The products an applicant may be interested in (product §3 "interested products"); each needs at
 * least one tier. The pricing tier of an application is the highest tier its products need.
 */
export const PRODUCTS = [
  'directory_listing',
  'quote_requests',
  'extra_categories',
  'more_leads',
  'premium_placement',
  'premium_badge',
  'unlimited_leads',
  'several_sites',
  'account_manager',
] as const
export type Product = (typeof PRODUCTS)[number]

export const PRODUCT_TIER: Readonly<Record<Product, PlanTier>> = {
  directory_listing: 'basic',
  quote_requests: 'basic',
  extra_categories: 'basic_plus',
  more_leads: 'pro',
  premium_placement: 'premium',
  premium_badge: 'premium',
  unlimited_leads: 'premium',
  several_sites: 'enterprise',
  account_manager: 'enterprise',
}

const rank = (tier: PlanTier) => PLAN_TIERS.indexOf(tier)

/** The tier the chosen products need: the highest of theirs, basic when none is chosen. */
export function tierForProducts(products: readonly Product[]): PlanTier {
  return products.reduce<PlanTier>(
    (tier, product) => (rank(PRODUCT_TIER[product]) > rank(tier) ? PRODUCT_TIER[product] : tier),
    'basic',
  )
}

export const isPlanTier = (value: string): value is PlanTier =>
  (PLAN_TIERS as readonly string[]).includes(value)

/** Whether `to` is a higher tier than `from`. */
export const isUpgrade = (from: PlanTier, to: PlanTier) => rank(to) > rank(from)
