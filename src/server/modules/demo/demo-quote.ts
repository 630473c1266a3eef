import type { project } from '@server/db/schema/index'
import { createTranslator } from '@server/i18n/translator'
import { estimate } from '@server/modules/assistant/estimate/estimate'
import type { UiLanguage } from '@shared/i18n/languages'
import type { QuoteInputSchema } from '@shared/quotes/quote-request-schemas'
import { VAT_PERCENT, type VatRate, vatRatesFor } from '@shared/quotes/vat'
import type { z } from 'zod'

type Project = typeof project.$inferSelect
type QuoteInput = z.output<typeof QuoteInputSchema>

/** Each demo business prices a little differently, so the comparison has something to compare. */
const PRICE_FACTORS = [0.93, 1.06, 0.99, 1.12, 0.88]
const MATERIALS_SHARE = 0.35
const DAY = 24 * 60 * 60 * 1000

/**
 * The reduced rate the job's type has without any approval (solar panels on a home, cleaning a
 * home), else the standard rate: TVA-logement needs the AED's approval first, which a demo quote
 * cannot assume (vat.ts).
 */
export function demoVatRate(category: Project['category']): VatRate {
  return vatRatesFor(category).find((rate) => rate === 'solar_home' || rate === 'home_cleaning') ?? 'standard'
}

/** The demo businesses' two wordings of a quote's message (`demo` namespace). */
const MESSAGE_KEYS = ['quoteMessages.thanks', 'quoteMessages.reviewed'] as const

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10)
const toTens = (euros: number) => Math.max(10, Math.round(euros / 10) * 10)

/**
 * A demo business's quote for a demo project: within the estimate the customer saw (or the
 * assistant's estimate for the trade), priced excluding VAT at the rate that applies, with a
 * message in the customer's language. `variant` (the request's id) picks the price and wording.
 */
export function demoQuote(
  projectRow: Project,
  customer: { name: string; language: UiLanguage },
  variant: number,
  now: Date,
): QuoteInput {
  const shown =
    projectRow.estimate ??
    estimate({ category: projectRow.category, place: { locality: projectRow.locality }, language: 'en' })
  const rate = demoVatRate(projectRow.category)
  const factor = PRICE_FACTORS[variant % PRICE_FACTORS.length] ?? 1
  const netEuros = (((shown.low + shown.high) / 2) * factor) / (1 + VAT_PERCENT[rate] / 100)
  const materialsCost = toTens(netEuros * MATERIALS_SHARE)
  const laborCost = toTens(netEuros - materialsCost)
  const workDays = Math.min(20, Math.max(1, Math.round(laborCost / 1200)))
  const start = now.getTime() + (7 + (variant % 4)) * DAY
  const firstName = customer.name.trim().split(/\s+/)[0] ?? ''
  const messageKey = MESSAGE_KEYS[variant % MESSAGE_KEYS.length] ?? MESSAGE_KEYS[0]
  return {
    clientName: customer.name,
    startDate: isoDay(start),
    completionDate: isoDay(start + (workDays - 1) * DAY),
    materialsCost,
    laborCost,
    vatRate: rate,
    message: createTranslator(customer.language, 'demo')(messageKey, { name: firstName }),
    validUntil: isoDay(now.getTime() + 30 * DAY),
  }
}
