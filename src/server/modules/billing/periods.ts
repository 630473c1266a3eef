/** Billing periods are calendar months, written as yyyy-mm-dd days (Luxembourg's calendar, UTC dates). */
const pad = (n: number) => String(n).padStart(2, '0')

export const isoDay = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`

/** The first day of the month of `day` (yyyy-mm-dd or yyyy-mm). */
export const monthStart = (day: string) => `${day.slice(0, 7)}-01`

/** The first day of the month after `day`'s. */
export function nextMonthStart(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number]
  return month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`
}

/** The last day of the month of `day`. */
export function monthEnd(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number]
  return isoDay(new Date(Date.UTC(year, month, 0)))
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return isoDay(date)
}
