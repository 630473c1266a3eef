/** The choices of the partner application (product §3 "Partner application"). */
export const YEARS_IN_BUSINESS = ['under_2', '2_5', '5_10', 'over_10'] as const
export type YearsInBusiness = (typeof YEARS_IN_BUSINESS)[number]

export const TEAM_SIZES = ['1_5', '6_15', '16_30', 'over_30'] as const
export type TeamSize = (typeof TEAM_SIZES)[number]

export const HOW_HEARD = [
  'internet_search',
  'social_media',
  'another_provider',
  'customer',
  'advertisement',
  'other',
] as const
export type HowHeard = (typeof HOW_HEARD)[number]

/** The three steps of the form, in order (product §2 "Provider application"). */
export const APPLICATION_STEPS = ['basic', 'business', 'final'] as const
export type ApplicationStep = (typeof APPLICATION_STEPS)[number]

/** Years of experience a listing starts with, from the bracket given (the bracket's lower end). */
export const YEARS_FLOOR: Readonly<Record<YearsInBusiness, number>> = {
  under_2: 0,
  '2_5': 2,
  '5_10': 5,
  over_10: 10,
}
