import { Readable } from 'node:stream'

export type CsvDelimiter = ',' | ';'
export type CsvCell = string | number | boolean | null | undefined | Date

/** Excel reads UTF-8 only when the file starts with a byte-order mark. */
export const UTF8_BOM = '\ufeff'

/** Characters that make a spreadsheet read a cell as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/

/** One cell: quoted when it holds the delimiter, a quote or a line break; formulas neutralised. */
export function csvCell(value: CsvCell, delimiter: CsvDelimiter): string {
  if (value === null || value === undefined) return ''
  let text = value instanceof Date ? value.toISOString() : String(value)
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`
  if (text.includes(delimiter) || /["\r\n]/.test(text)) return `"${text.replaceAll('"', '""')}"`
  return text
}

export function csvLine(cells: readonly CsvCell[], delimiter: CsvDelimiter): string {
  return `${cells.map((cell) => csvCell(cell, delimiter)).join(delimiter)}\r\n`
}

export interface CsvColumn<Row> {
  header: string
  value: (row: Row) => CsvCell
}

/**
 * A CSV file as a stream: the byte-order mark and the header first, then each batch of rows as it
 * comes from `batches` (an async generator reading the database page by page), so memory holds one
 * batch at a time whatever the number of rows. Backpressure: the next batch is read only when the
 * reader wants more.
 */
export function csvStream<Row>(
  columns: readonly CsvColumn<Row>[],
  batches: AsyncIterable<readonly Row[]>,
  delimiter: CsvDelimiter,
): Readable {
  async function* lines() {
    yield UTF8_BOM +
      csvLine(
        columns.map((column) => column.header),
        delimiter,
      )
    for await (const batch of batches) {
      let chunk = ''
      for (const row of batch)
        chunk += csvLine(
          columns.map((column) => column.value(row)),
          delimiter,
        )
      if (chunk) yield chunk
    }
  }
  return Readable.from(lines(), { objectMode: false })
}

/**
 * Reads rows in batches by a strictly increasing key (keyset paging: each batch costs the same,
 * however deep into the table), until a batch comes back short.
 */
export async function* keysetBatches<Row, Key>(
  fetchAfter: (after: Key | null, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  batchSize = 1000,
): AsyncGenerator<Row[]> {
  let after: Key | null = null
  for (;;) {
    const rows = await fetchAfter(after, batchSize)
    if (rows.length > 0) yield rows
    if (rows.length < batchSize) return
    after = keyOf(rows[rows.length - 1] as Row)
  }
}

/** The file name of an export: what it holds and when, e.g. luxpro-users-2026-11-25.csv. */
export const exportFileName = (what: string, now = new Date()) =>
  `luxpro-${what}-${now.toISOString().slice(0, 10)}.csv`

export const delimiterOf = (choice: 'comma' | 'semicolon'): CsvDelimiter =>
  choice === 'semicolon' ? ';' : ','
