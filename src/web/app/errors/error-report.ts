import { ClientErrorReportSchema } from '@shared/admin/audit-schemas'
import { supportContract } from '@shared/api/support-contract'
import { call } from '@web/lib/api/call'
import type { ErrorRecord } from './error-store'

const MESSAGE_MAX = 500
const STACK_MAX = 8000

/** The report of what the error page showed: its ID, the message and stack, the page without its query (tokens). */
export function errorReportOf(record: ErrorRecord, location: { origin: string; pathname: string }) {
  const report = {
    errorId: record.id,
    // One line, without the characters no text field takes (a message may carry anything).
    message: Array.from(
      record.message
        .replace(/\p{Cc}+/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
      .slice(0, MESSAGE_MAX)
      .join(''),
    stack: record.stack?.slice(0, STACK_MAX),
    url: `${location.origin}${location.pathname}`.slice(0, 500),
  }
  const parsed = ClientErrorReportSchema.safeParse(report)
  return parsed.success ? parsed.data : { ...report, message: 'Unreadable error message', stack: undefined }
}

/**
 * Sends the error the page shows to the admins' error list (Logs → errors), under the same error ID
 * the person sees, so a support email quoting it leads to the stack. Never throws: the error page
 * must show whatever happens to the report.
 */
export async function reportError(record: ErrorRecord): Promise<void> {
  try {
    await call(supportContract.errorReport, { body: errorReportOf(record, window.location) })
  } catch {
    // Offline, rate-limited or the server is down: the ID is still on the page and in localStorage.
  }
}
