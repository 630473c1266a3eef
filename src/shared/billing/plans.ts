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
  /** Monthly price excluding VAT, in cents (a plan on request: where its tailored price starts). */
  monthlyCents: number
  /**
   * Offered by a representative on request, never chosen by the provider: its price varies with the
   * offer, so it is written "from" its monthly price, excl. and incl. VAT alike.
   */
  onRequest: boolean
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
    onRequest: false,
    categories: 1,
    leadsPerMonth: 5,
    premiumPlacement: false,
    badge: false,
    representative: false,
  },
  basic_plus: {
    tier: 'basic_plus',
    monthlyCents: 4900,
    onRequest: false,
    categories: 2,
    leadsPerMonth: 15,
    premiumPlacement: false,
    badge: false,
    representative: false,
  },
  pro: {
    tier: 'pro',
    monthlyCents: 8900,
    onRequest: false,
    categories: 3,
    leadsPerMonth: 40,
    premiumPlacement: false,
    badge: false,
    representative: false,
  },
  premium: {
    tier: 'premium',
    monthlyCents: 14900,
    onRequest: false,
    categories: 5,
    leadsPerMonth: null,
    premiumPlacement: true,
    badge: true,
    representative: false,
  },
  enterprise: {
    tier: 'enterprise',
    monthlyCents: 29900,
    onRequest: true,
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
 * The plans a provider chooses by themselves (applying, or on the billing page); a plan on request
 * is asked for instead, and a representative puts it in place.
 */
export const SELF_SERVICE_TIERS = [
  'basic',
  'basic_plus',
  'pro',
  'premium',
] as const satisfies readonly PlanTier[]
export type SelfServiceTier = (typeof SELF_SERVICE_TIERS)[number]

/**
 * The products an applicant may be interested in (product §3 "interested products"). They tell the
 * reviewer what the business expects; they never choose the plan, which the applicant chooses with
 * its price.
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

/** The products only a plan on request offers: an applicant who wants them is contacted. */
export const ON_REQUEST_PRODUCTS: readonly Product[] = ['several_sites', 'account_manager']

const rank = (tier: PlanTier) => PLAN_TIERS.indexOf(tier)

export const isPlanTier = (value: string): value is PlanTier =>
  (PLAN_TIERS as readonly string[]).includes(value)

/**
 * What a plan gives, feature by feature, and how a change from one plan to another moves each (the
 * features that stay the same are left out), in the order the plans list them.
 */
export const PLAN_FEATURES = [
  'categories',
  'leadsPerMonth',
  'premiumPlacement',
  'badge',
  'representative',
] as const
export type PlanFeature = (typeof PLAN_FEATURES)[number]
export interface FeatureChange {
  feature: PlanFeature
  /** A count (null: unlimited) or whether the plan includes it. */
  from: number | boolean | null
  to: number | boolean | null
}

export function featureChanges(from: PlanTier, to: PlanTier): FeatureChange[] {
  return PLAN_FEATURES.filter((feature) => PLANS[from][feature] !== PLANS[to][feature]).map((feature) => ({
    feature,
    from: PLANS[from][feature],
    to: PLANS[to][feature],
  }))
}

/** Whether `to` is a higher tier than `from`. */
export const isUpgrade = (from: PlanTier, to: PlanTier) => rank(to) > rank(from)
