/**
 * Credits said as what they are (ADR 027): a slot for one open project. Customers are told how many
 * projects they may have open at once and how many more they may start now, never a balance.
 */

/** Product §4: 3 credits for a new account, 1 per project sent (the settings' defaults). */
export const DEFAULT_CREDIT_POLICY = { welcome: 3, perProject: 1 }

/** How many projects a new account may have open at once (the welcome credits over the cost of one). */
export function openProjectLimit(credits: { welcome: number; perProject: number }): number {
  return Math.floor(credits.welcome / Math.max(1, credits.perProject))
}

/** How many more projects a balance lets its customer start now. */
export function projectsLeftToStart(balance: number, perProject: number): number {
  return Math.max(0, Math.floor(balance / Math.max(1, perProject)))
}
