/** A CSV file made in the browser from a chart's table (Excel-friendly: BOM, optional semicolons). */
export function toCsv(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null>>,
  delimiter: ',' | ';' = ',',
): string {
  const cell = (value: string | number | null) => {
    if (value === null) return ''
    const text = String(value)
    return text.includes(delimiter) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
  }
  return `\ufeff${[header, ...rows].map((row) => row.map(cell).join(delimiter)).join('\r\n')}\r\n`
}

export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
