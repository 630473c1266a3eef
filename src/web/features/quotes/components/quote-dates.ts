/** ISO day (yyyy-mm-dd) of the next Monday after `from`: a sensible first proposal for a start date. */
export function nextMonday(from: Date): string {
  const day = new Date(Date.UTC(from.getFullYear(), from.getMonth(), from.getDate()))
  const add = (8 - day.getUTCDay()) % 7 || 7
  day.setUTCDate(day.getUTCDate() + add)
  return day.toISOString().slice(0, 10)
}

export function plusDays(isoDay: string, days: number): string {
  const day = new Date(`${isoDay}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}
