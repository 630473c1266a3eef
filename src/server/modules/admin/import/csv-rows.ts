import { DomainError } from '@server/http/domain-error'
import {
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  type ImportKind,
  type ImportRowError,
} from '@shared/admin/import-schemas'
import Papa from 'papaparse'

export interface CsvRow {
  /** Its line in the file: the header is line 1. */
  line: number
  values: Record<string, string>
}

const NOT_UTF8 =
  'This row is not UTF-8 text (a character shows as �): save the file as "CSV UTF-8" and upload it again.'

/**
 * The rows of an uploaded CSV (comma or semicolon, with or without a byte-order mark), headers
 * lower-cased; the columns the kind needs must be there. Blank lines are skipped but counted, so
 * each row keeps its line number. When the file's bytes were not valid UTF-8 (`notUtf8`), the rows
 * where decoding put U+FFFD are errors, left out of the rows.
 */
export function readCsvRows(
  text: string,
  kind: ImportKind,
  { notUtf8 = false }: { notUtf8?: boolean } = {},
): { rows: CsvRow[]; errors: ImportRowError[] } {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\ufeff/, ''), {
    header: true,
    delimitersToGuess: [',', ';', '\t'],
    transformHeader: (header) => header.trim().toLowerCase(),
    skipEmptyLines: false,
  })
  const fields = parsed.meta.fields ?? []
  const missing = IMPORT_COLUMNS[kind].required.filter((column) => !fields.includes(column))
  if (fields.length === 0 || missing.length > 0)
    throw new DomainError(
      'csv_unreadable',
      400,
      missing.map((column) => ({ path: column, message: `The column "${column}" is missing.` })),
    )
  if (parsed.data.length > IMPORT_MAX_ROWS)
    throw new DomainError('csv_unreadable', 400, [
      { path: '', message: `At most ${IMPORT_MAX_ROWS} rows per file.` },
    ])
  const rows: CsvRow[] = []
  const blank = new Set<number>()
  const undecodable: ImportRowError[] = []
  parsed.data.forEach((values, index) => {
    const cells = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, String(value ?? '').trim()]),
    )
    const replaced = notUtf8 ? Object.keys(cells).find((key) => cells[key]?.includes('\ufffd')) : undefined
    if (replaced !== undefined) undecodable.push({ line: index + 2, field: replaced, message: NOT_UTF8 })
    else if (Object.values(cells).every((value) => value === '')) blank.add(index)
    else rows.push({ line: index + 2, values: cells })
  })
  // A blank line (the file's last newline, say) has "too few fields": not an error of the file.
  const errors: ImportRowError[] = parsed.errors
    .filter(
      (error) => error.row !== undefined && error.code !== 'UndetectableDelimiter' && !blank.has(error.row),
    )
    .map((error) => ({ line: (error.row ?? 0) + 2, field: '', message: error.message }))
  return { rows, errors: [...undecodable, ...errors] }
}

/** A zod failure of one row as row errors (its line, the column, the message). */
export function rowIssues(
  line: number,
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>,
  columnOf: (field: string) => string,
): ImportRowError[] {
  return issues.map((issue) => ({
    line,
    field: columnOf(String(issue.path[0] ?? '')),
    message: issue.message,
  }))
}
