import { singleLineText } from '@shared/text/text-input'
import { z } from 'zod'
import { AuditEntrySchema } from './account-admin-schemas'
import { DaySchema, PageQuerySchema, pageOf } from './admin-common-schemas'

/** GET /api/admin/audit: the audit log, newest first, searched and filtered. */
export const AuditQuerySchema = PageQuerySchema.extend({
  /** Words found in the action, the actor's email, the target or the address. */
  q: singleLineText({ max: 120 }).optional(),
  /** An action or a family of them: "user." matches every account action. */
  action: singleLineText({ max: 60 }).optional(),
  targetType: singleLineText({ max: 40 }).optional(),
  targetId: singleLineText({ max: 64 }).optional(),
  actorUserId: singleLineText({ max: 64 }).optional(),
  from: DaySchema.optional(),
  to: DaySchema.optional(),
})
export type AuditQuery = z.infer<typeof AuditQuerySchema>
export const AuditFilterQuerySchema = AuditQuerySchema.omit({ page: true, pageSize: true }).extend({
  delimiter: z.enum(['comma', 'semicolon']).default('comma'),
})
export type AuditFilterQuery = z.infer<typeof AuditFilterQuerySchema>

export const AuditPageSchema = pageOf(AuditEntrySchema)
export type AuditPage = z.infer<typeof AuditPageSchema>

/** The families of actions the log filter offers. */
export const AUDIT_ACTION_FAMILIES = [
  'user.',
  'provider.',
  'application.',
  'credits.',
  'invoice.',
  'billing.',
  'project.',
  'message.',
  'review.',
  'support.',
  'unmatched.',
  'access_code.',
  'settings.',
  'maintenance.',
  'template.',
  'backup.',
  'import.',
  'export.',
  'auth.',
  'account.',
] as const

/** Recent errors: the server's 500s and what the web app reported, under the ID people saw. */
export const ErrorReportQuerySchema = PageQuerySchema.extend({
  errorId: singleLineText({ max: 64 }).optional(),
})
export const ErrorReportSchema = z.object({
  id: z.number().int(),
  errorId: z.string(),
  at: z.string(),
  source: z.enum(['server', 'web']),
  message: z.string(),
  stack: z.string().nullable(),
  method: z.string().nullable(),
  url: z.string().nullable(),
  userId: z.string().nullable(),
})
export type ErrorReport = z.infer<typeof ErrorReportSchema>
export const ErrorReportPageSchema = pageOf(ErrorReportSchema)
export type ErrorReportPage = z.infer<typeof ErrorReportPageSchema>

/** POST /api/public/error-reports: the web app's error page reports what it showed. */
export const ClientErrorReportSchema = z.object({
  errorId: z.string().regex(/^ERR-[A-Z0-9]{4,16}-[A-Z0-9]{2,8}$/, 'Not an error ID.'),
  message: singleLineText({ max: 500 }),
  stack: z.string().max(8000).optional(),
  url: singleLineText({ max: 500 }).optional(),
})
