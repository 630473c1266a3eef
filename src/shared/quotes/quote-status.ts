/** Quote and project statuses (product §4). The transition rules arrive with the quotes issue. */
export const QUOTE_STATUSES = [
  'pending',
  'accepted',
  'rejected',
  'completed',
  'cancelled',
  'in_progress',
] as const
export type QuoteStatus = (typeof QUOTE_STATUSES)[number]
