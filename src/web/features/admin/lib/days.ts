/** The day `n` days before today, as YYYY-MM-DD (the admin filters' format). */
export function daysAgo(n: number, now = new Date()): string {
  const day = new Date(now)
  day.setDate(day.getDate() - n)
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`
}
