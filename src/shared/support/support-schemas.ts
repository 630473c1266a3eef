import { AdminReasonSchema, PageQuerySchema } from '@shared/admin/admin-common-schemas'
import { EmailSchema, PersonNameSchema } from '@shared/contact/contact-schemas'
import { RowIdSchema } from '@shared/http/row-id'
import { UI_LANGUAGES } from '@shared/i18n/languages'
import { multiLineText } from '@shared/text/text-input'
import { z } from 'zod'

/** Where a case stands: new (nobody looked), open, waiting on the sender, closed. */
export const SUPPORT_STATUSES = ['new', 'open', 'waiting', 'closed'] as const
export type SupportStatus = (typeof SUPPORT_STATUSES)[number]

/** How a case came in: the contact form, a report on an item, or a dispute about a request. */
export const SUPPORT_KINDS = ['contact', 'report', 'dispute'] as const
export type SupportKind = (typeof SUPPORT_KINDS)[number]

/** What a thread holds: the sender's messages, the team's replies, internal notes, and events. */
export const SUPPORT_ENTRY_KINDS = ['message', 'reply', 'note', 'event'] as const
export type SupportEntryKind = (typeof SUPPORT_ENTRY_KINDS)[number]

/** What can be reported. Provider listings and reviews are public; messages and requests are not. */
export const REPORT_TARGETS = ['provider', 'review', 'message', 'request'] as const
export type ReportTarget = (typeof REPORT_TARGETS)[number]
export const PUBLIC_REPORT_TARGETS: readonly ReportTarget[] = ['provider', 'review']

export const REPORT_REASONS = [
  'fake',
  'offensive',
  'spam',
  'personal_data',
  'misleading',
  'dispute',
  'other',
] as const
export type ReportReason = (typeof REPORT_REASONS)[number]

export const SUPPORT_TEXT_MAX = 5000
export const REPORT_TEXT_MAX = 2000

const SupportTextSchema = multiLineText({
  min: 2,
  max: SUPPORT_TEXT_MAX,
  tooShort: 'Write at least 2 characters.',
  tooLong: 'Message must be at most 5000 characters.',
})

/** A report from the "Report" action; name and email are optional when not signed in. */
export const ReportSchema = z.object({
  targetType: z.enum(REPORT_TARGETS),
  targetId: RowIdSchema,
  reason: z.enum(REPORT_REASONS),
  text: multiLineText({
    min: 10,
    max: REPORT_TEXT_MAX,
    tooShort: 'Tell us in at least 10 characters what is wrong.',
    tooLong: 'Keep it under 2000 characters.',
  }),
  name: PersonNameSchema.optional(),
  email: EmailSchema.optional(),
  language: z.enum(UI_LANGUAGES).default('en'),
})
export type ReportInput = z.input<typeof ReportSchema>

export const SupportReceiptSchema = z.object({ reference: z.string() })

/** The signed link's two halves, as the reply page has them. */
export const SupportLinkQuerySchema = z.object({
  ref: z.string().trim().max(20),
  token: z.string().trim().max(100),
})

export const SupportPublicMessageSchema = z.object({ message: SupportTextSchema })

const EntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(SUPPORT_ENTRY_KINDS),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
})
export type SupportEntry = z.infer<typeof EntrySchema>

/** What the sender sees through the signed link: their case and its public thread (no notes). */
export const SupportPublicThreadSchema = z.object({
  reference: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  language: z.enum(UI_LANGUAGES),
  entries: z.array(EntrySchema),
})
export type SupportPublicThread = z.infer<typeof SupportPublicThreadSchema>

export const SupportListQuerySchema = PageQuerySchema.extend({
  /** "active" (default) is every status but closed. */
  status: z.enum([...SUPPORT_STATUSES, 'active', 'all']).default('active'),
  kind: z.enum(SUPPORT_KINDS).optional(),
})
export type SupportListQuery = z.input<typeof SupportListQuerySchema>
export type SupportListFilters = z.output<typeof SupportListQuerySchema>

const ClockSchema = z.object({
  dueAt: z.string(),
  /** Milliseconds left on the response promise (negative once overdue); null once answered. */
  timeLeftMs: z.number().nullable(),
  overdue: z.boolean(),
  /** "48h" for most cases, "2wd" (two working days) for a reported review. */
  promise: z.enum(['48h', '2wd']),
})

export const SupportTicketSummarySchema = z
  .object({
    id: z.number().int(),
    reference: z.string(),
    kind: z.enum(SUPPORT_KINDS),
    status: z.enum(SUPPORT_STATUSES),
    topic: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    targetType: z.enum(REPORT_TARGETS).nullable(),
    targetId: z.number().int().nullable(),
    assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
    createdAt: z.string(),
    answeredAt: z.string().nullable(),
    preview: z.string(),
  })
  .extend(ClockSchema.shape)
export type SupportTicketSummary = z.infer<typeof SupportTicketSummarySchema>

export const SupportListSchema = z.object({
  items: z.array(SupportTicketSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: z.object({ active: z.number().int(), overdue: z.number().int() }),
})
export type SupportList = z.infer<typeof SupportListSchema>

/** The reported item, as the thread page shows it. */
export const LinkedItemSchema = z.object({
  type: z.enum(REPORT_TARGETS),
  id: z.number().int(),
  /** Provider name, review excerpt, message excerpt or project name. */
  label: z.string(),
  /** Where an admin can look at it (a page of the site or of the console). */
  href: z.string().nullable(),
  review: z
    .object({
      rating: z.number().int(),
      /** Null when unnamed (an erased account): the console says so in its language. */
      authorName: z.string().nullable(),
      text: z.string(),
      providerName: z.string(),
      hiddenAt: z.string().nullable(),
      hiddenReason: z.string().nullable(),
    })
    .optional(),
  missing: z.boolean(),
})
export type LinkedItem = z.infer<typeof LinkedItemSchema>

export const SupportTicketDetailSchema = SupportTicketSummarySchema.extend({
  language: z.enum(UI_LANGUAGES),
  entries: z.array(EntrySchema),
  linked: LinkedItemSchema.nullable(),
  admins: z.array(z.object({ id: z.string(), name: z.string() })),
})
export type SupportTicketDetail = z.infer<typeof SupportTicketDetailSchema>

/** An admin's reply: emailed to the sender; the case then waits on them unless closed. */
export const SupportReplySchema = z.object({
  message: SupportTextSchema,
  afterwards: z.enum(['waiting', 'closed']).default('waiting'),
})
export const SupportNoteSchema = z.object({ body: SupportTextSchema })
export const SupportUpdateSchema = z
  .object({
    status: z.enum(SUPPORT_STATUSES).optional(),
    assigneeUserId: z.string().trim().min(1).max(100).nullable().optional(),
  })
  .refine((v) => v.status !== undefined || v.assigneeUserId !== undefined, 'Nothing to change.')

/** Hiding or restoring a review: the reason is told to its author and the provider. */
export const ReviewModerationSchema = z.object({
  reason: AdminReasonSchema,
  /** The case the decision answers, if any: its clock stops and its thread records the decision. */
  ticketId: RowIdSchema.optional(),
})
