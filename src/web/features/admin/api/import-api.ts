import {
  type ImportKind,
  ImportProgressSchema,
  type ImportReport,
  ImportReportSchema,
} from '@shared/admin/import-schemas'
import { adminImportContract } from '@shared/api/admin-import-contract'
import { operationUrl } from '@shared/api/operation'
import { ApiErrorSchema } from '@shared/http/api-error'
import { i18n } from '@web/i18n/i18n'
import { bearerToken } from '@web/lib/api/bearer-token'
import { apiBaseUrl, networkError } from '@web/lib/api/http'
import { ApiRequestError } from '@web/lib/api/request-error'
import { z } from 'zod'

/** A line of the applying import's stream: a step, the report, or the error that stopped it. */
const ImportLineSchema = z.union([ImportProgressSchema, ApiErrorSchema])

async function send(kind: ImportKind, mode: 'dry-run' | 'apply', csv: string): Promise<Response> {
  const path = operationUrl(adminImportContract.import, { params: { kind }, query: { mode } })
  const token = bearerToken()
  let response: Response
  try {
    response = await fetch(`${apiBaseUrl()}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'text/csv',
        'Accept-Language': i18n.language || 'en',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: csv,
      credentials: 'include',
    })
  } catch {
    throw networkError(path)
  }
  if (!response.ok) {
    const data = await response.json().catch(() => null)
    const message =
      (data as { error?: { message?: string } } | null)?.error?.message ??
      `Request failed with status ${response.status}`
    throw new ApiRequestError(message, response.status, data, path)
  }
  return response
}

/** A dry run: every row checked, nothing written. */
export async function checkImport(kind: ImportKind, csv: string): Promise<ImportReport> {
  return ImportReportSchema.parse(await (await send(kind, 'dry-run', csv)).json())
}

/** Applies the file (all or nothing), reporting the progress of the write as it streams in. */
export async function applyImport(
  kind: ImportKind,
  csv: string,
  onProgress: (done: number, total: number) => void,
): Promise<ImportReport> {
  const response = await send(kind, 'apply', csv)
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader()
  if (!reader) throw new ApiRequestError('Invalid response', response.status, null, response.url)
  let buffer = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (value) buffer += value
    let newline = buffer.indexOf('\n')
    while (newline >= 0) {
      const line = buffer.slice(0, newline).trim()
      buffer = buffer.slice(newline + 1)
      newline = buffer.indexOf('\n')
      if (!line) continue
      const message = ImportLineSchema.parse(JSON.parse(line))
      if ('report' in message) return message.report
      // The write failed after the answer began (its status already 200): a refusal of the data
      // (a row taken meanwhile) is the admin's to fix, as a 409 would be; anything else is ours.
      if ('error' in message) {
        const status = message.error.code === 'internal_error' ? 500 : 409
        throw new ApiRequestError(message.error.message, status, message, response.url)
      }
      onProgress(message.done, message.total)
    }
    if (done) break
  }
  throw new ApiRequestError('The import ended without a report.', 500, null, response.url)
}
