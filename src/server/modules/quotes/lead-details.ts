import type { project } from '@server/db/schema/index'
import { formatEuroRangePlain, formatMoneyPlain } from '@server/modules/billing/money-text'
import { categoryName } from '@shared/catalog/categories'
import { languageName } from '@shared/i18n/language-name'
import type { UiLanguage } from '@shared/i18n/languages'
import { TIMELINES, type Timeline } from '@shared/quotes/quote-request-schemas'

type Project = typeof project.$inferSelect

const LABELS: Record<
  UiLanguage,
  {
    work: string
    place: string
    commune: (commune: string) => string
    when: string
    budget: string
    estimate: string
    includingVat: string
    description: string
    writtenIn: (language: string) => string
    photosLabel: string
    photosWhere: string
    timelines: Record<Timeline, string>
  }
> = {
  en: {
    work: 'Type of work',
    place: 'Place',
    commune: (commune) => `commune of ${commune}`,
    when: 'When',
    budget: 'Budget',
    estimate: 'Estimate the customer saw',
    includingVat: 'incl. VAT',
    description: 'Description',
    writtenIn: (language) => `written in ${language}`,
    photosLabel: 'Photos',
    photosWhere: "on the request's page",
    timelines: {
      asap: 'As soon as possible',
      within_week: 'Within a week',
      within_month: 'Within a month',
      within_3_months: 'Within 3 months',
      flexible: 'Flexible',
    },
  },
  fr: {
    work: 'Type de travaux',
    place: 'Lieu',
    commune: (commune) => `commune de ${commune}`,
    when: 'Quand',
    budget: 'Budget',
    estimate: 'Estimation vue par le client',
    includingVat: 'TTC',
    description: 'Description',
    writtenIn: (language) => `rédigée en ${language}`,
    photosLabel: 'Photos',
    photosWhere: 'sur la page de la demande',
    timelines: {
      asap: 'Dès que possible',
      within_week: 'Sous une semaine',
      within_month: 'Sous un mois',
      within_3_months: 'Sous 3 mois',
      flexible: 'Flexible',
    },
  },
  de: {
    work: 'Art der Arbeit',
    place: 'Ort',
    commune: (commune) => `Gemeinde ${commune}`,
    when: 'Wann',
    budget: 'Budget',
    estimate: 'Schätzung, die der Kunde gesehen hat',
    includingVat: 'inkl. MwSt.',
    description: 'Beschreibung',
    writtenIn: (language) => `auf ${language} verfasst`,
    photosLabel: 'Fotos',
    photosWhere: 'auf der Seite der Anfrage',
    timelines: {
      asap: 'So bald wie möglich',
      within_week: 'Innerhalb einer Woche',
      within_month: 'Innerhalb eines Monats',
      within_3_months: 'Innerhalb von 3 Monaten',
      flexible: 'Flexibel',
    },
  },
}

const isTimeline = (value: string | null): value is Timeline =>
  value !== null && (TIMELINES as readonly string[]).includes(value)

/**
 * The job as the provider's lead email states it, in the provider's language: the work, the place
 * with its commune, when, the customer's budget and the estimate they saw (when given), and the
 * customer's own description, with its language named when it is not the reader's. Photos are counted, not attached: the request's page shows them.
 */
export function leadDetails(job: Project, language: UiLanguage, photoCount = 0): string {
  const l = LABELS[language]
  const colon = language === 'fr' ? ' :' : ':'
  const euros = (amount: number) => formatMoneyPlain(Math.round(amount * 100), language, { wholeEuros: true })
  const range = (low: number | null, high: number | null) =>
    low !== null && high !== null ? formatEuroRangePlain(low, high, language) : euros((low ?? high) as number)
  const place =
    job.commune && job.commune !== job.locality ? `${job.locality} (${l.commune(job.commune)})` : job.locality
  const lines = [`${l.work}${colon} ${categoryName(job.category, language)}`, `${l.place}${colon} ${place}`]
  if (job.timeline)
    lines.push(`${l.when}${colon} ${isTimeline(job.timeline) ? l.timelines[job.timeline] : job.timeline}`)
  if (job.budgetLow !== null || job.budgetHigh !== null)
    lines.push(`${l.budget}${colon} ${range(job.budgetLow, job.budgetHigh)}`)
  if (job.estimate)
    lines.push(`${l.estimate}${colon} ${range(job.estimate.low, job.estimate.high)} ${l.includingVat}`)
  if (photoCount > 0) lines.push(`${l.photosLabel}${colon} ${photoCount} (${l.photosWhere})`)
  // The customer's own words stay as written; a reader is told when they are in another language.
  const writtenIn =
    job.language && job.language !== language ? ` (${l.writtenIn(languageName(job.language, language))})` : ''
  return [lines.join('\n'), `${l.description}${writtenIn}${colon}\n${job.description.trim()}`].join('\n\n')
}
