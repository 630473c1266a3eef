import { JOB_CATALOGUE } from '@server/modules/pricing/jobs/job-catalogue'
import { PRICING_MODEL, RATES_DATE, type VatRule, vatRateFor } from '@server/modules/pricing/pricing-model'
import { CATEGORY_SLUGS } from '@shared/catalog/categories'
import { formatQuantity, unitName } from './estimate-text'

/**
 * docs/estimate-rates.md, the dated table of the rates the assistant's estimates use, written
 * from the pricing model (pricing-model.ts) so that the two cannot disagree:
 * `npm run docs:estimate-rates` rewrites it, and a test fails when it is out of date.
 */

export const RATES_TABLE_FILE = 'docs/estimate-rates.md'

const VAT_NOTE: Record<VatRule, string> = {
  standard: '17 %',
  cleaning: '8 % (private homes; 17 % business premises)',
  housing_renovation: '17 % (3 % may apply: main residence over 20 years old)',
  solar_dwelling: '3 % (on or near a private home; 17 % otherwise)',
}

const cell = (text: string) => text.replace(/\|/g, '\\|')

/** The table's text with the formatter's column padding taken out, to compare two versions. */
export function withoutPadding(markdown: string): string {
  return markdown
    .split('\n')
    .map((line) =>
      line.startsWith('|')
        ? line
            .split(/(?<!\\)\|/)
            .map((cell) => cell.trim().replace(/^-{3,}$/, '---'))
            .join('|')
        : line,
    )
    .join('\n')
    .trim()
}

function jobRows(): string[] {
  return JOB_CATALOGUE.map((job) => {
    const price =
      job.unit === 'job'
        ? `€${job.lowRate}–€${job.highRate}`
        : `€${job.lowRate}–€${job.highRate} per ${unitName(job.unit, 'en')}`
    const typical = job.unit === 'job' ? 'whole job' : formatQuantity(job.typicalQuantity, job.unit, 'en')
    return `| ${cell(job.name.en)} (\`${job.slug}\`) | ${job.category} | ${price} | €${job.minimumCharge} | ${typical} | ${cell(job.covers.en)} | ${VAT_NOTE[job.vat]} | ${cell(job.basis)} |`
  })
}

export function ratesTable(): string {
  const rows = CATEGORY_SLUGS.map((category) => {
    const p = PRICING_MODEL[category]
    const unit = unitName(p.unit, 'en')
    const vat = `${Math.round(vatRateFor(p.vat) * 100)} %`
    return `| ${category} | €${p.lowRate}–€${p.highRate} per ${unit} | €${p.minimumCharge} | ${formatQuantity(p.typicalQuantity, p.unit, 'en')}: ${cell(p.typicalJob.en)} | ${cell(p.covers.en)} | +${Math.round(p.urgencySurcharge * 100)} % | ${vat} | ${cell(p.sources)} |`
  })
  return `# Rates behind the assistant's estimates

Dated **${RATES_DATE}**. Written from \`src/server/modules/pricing/pricing-model.ts\` by
\`npm run docs:estimate-rates\`; a test fails when this file and the model disagree. Change a rate in
the model, then run the command.

How an estimate uses them (every step is said in the estimate's basis): the quantity the customer
gave (or the category's typical job) × the low and the high rate = the net range; at least the
minimum charge (the high end's minimum scaled by high rate / low rate); + the urgency surcharge
for urgent work; −20 % / +25 % when the request is ambiguous; + VAT at the rate below; totals
rounded outwards to €10 under €1,000, €50 under €10,000 and €500 above.

What the numbers are: indicative Luxembourg market ranges compiled for LuxPro, our reading of
typical rates published or quoted by Luxembourg firms in 2025–2026, of the Chambre des Métiers'
guidance on how trades price their work (hourly rate, call-out minimum, per-m² prices) and of the
price levels tracked by STATEC (consumer and construction price indices). They are not an official
tariff and come from no single survey: a provider's quote is what counts. VAT is public law
(Administration de l'enregistrement, des domaines et de la TVA, aed.public.lu; guichet.public.lu):

${Object.entries(VAT_NOTE)
  .map(([rule, note]) => `- ${rule}: ${note}`)
  .join('\n')}

| Category | Rates excl. VAT | Minimum excl. VAT | Typical job when no quantity is given | What the rates cover | Urgent | VAT included | Sources and reasoning |
| --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join('\n')}

## Jobs

When the customer's words describe one of these common jobs (recognised in Luxembourgish, French,
German, English, Portuguese, Italian and Spanish), the estimate prices the job instead of hours of
the trade: the job's price × the quantity the customer gave (or the typical one, which the
assistant then asks about), at least the minimum, with the steps above. When providers reaching
the place list the job, the estimate says from what price, and a range entirely below it (or
starting more than its own spread above it) is moved to agree with it. A range marked "Estimate"
is ours, worked out as its line says; none is an official tariff. ${JOB_CATALOGUE.length} jobs.

| Job | Category | Price excl. VAT | Minimum excl. VAT | Typical quantity | What is included | VAT | Basis (source, date, how derived) |
| --- | --- | --- | --- | --- | --- | --- | --- |
${jobRows().join('\n')}
`
}
