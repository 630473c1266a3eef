import type { Database } from '@server/db/client'
import { partnerApplication, provider } from '@server/db/schema/index'
import { DomainError } from '@server/http/domain-error'
import { APPLICATION_STEPS } from '@shared/applications/application-options'
import type {
  ApplicationStartSchema,
  ApplicationStepSaveSchema,
} from '@shared/applications/application-schemas'
import { DRAFT_DAYS, reviewDueFrom } from '@shared/applications/application-status'
import { tierForProducts } from '@shared/billing/plans'
import { and, eq, gt, ne, notInArray, or, sql } from 'drizzle-orm'
import type { z } from 'zod'
import {
  APPLICANT,
  type ApplicationRow,
  type Executor,
  recordEvent,
  uniqueViolation,
} from './application-rows'
import { hashLinkToken, newLinkToken, newReference } from './application-tokens'

const DAY_MS = 86_400_000
/** Applications that count as "already applied": neither an unsent draft nor a declined one. */
const NOT_LIVE = ['draft', 'declined'] as const

/**
 * product §3, issue #19: the same business applies once. Another live application with this email
 * or VAT number, or a listing with this VAT number, is a duplicate (told kindly: application_duplicate).
 */
async function assertNotDuplicate(
  db: Executor,
  candidate: { email?: string; vatNumber?: string | null },
  ownId: number | null,
) {
  const matches = []
  if (candidate.email) matches.push(eq(partnerApplication.email, candidate.email))
  if (candidate.vatNumber) matches.push(eq(partnerApplication.vatNumber, candidate.vatNumber))
  if (matches.length === 0) return
  const [application] = await db
    .select({ id: partnerApplication.id })
    .from(partnerApplication)
    .where(
      and(
        or(...matches),
        notInArray(partnerApplication.status, [...NOT_LIVE]),
        ownId === null ? undefined : ne(partnerApplication.id, ownId),
      ),
    )
    .limit(1)
  if (application) throw new DomainError('application_duplicate', 409)
  if (!candidate.vatNumber) return
  const [listing] = await db
    .select({ id: provider.id })
    .from(provider)
    .where(sql`upper(replace(${provider.vatNumber}, ' ', '')) = ${candidate.vatNumber}`)
    .limit(1)
  if (listing) throw new DomainError('application_duplicate', 409)
}

/** A reference is random: on the (rare) collision, draw again. */
async function insertWithFreshReference<T>(write: (reference: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write(newReference())
    } catch (error) {
      const constraint = uniqueViolation(error)
      if (attempt < 3 && constraint !== null && constraint.includes('reference')) continue
      throw error
    }
  }
}

/** The first step starts a draft: saved on the server, reachable with its link for 7 days. */
export async function startApplication(
  db: Database,
  input: z.output<typeof ApplicationStartSchema>,
  now = new Date(),
): Promise<{ token: string; row: ApplicationRow }> {
  await assertNotDuplicate(db, { email: input.email }, null)
  const token = newLinkToken()
  const row = await insertWithFreshReference((reference) =>
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(partnerApplication)
        .values({
          reference,
          language: input.language,
          contactPerson: input.contactPerson,
          companyName: input.companyName,
          email: input.email,
          phone: input.phone,
          primaryCategory: input.primaryCategory,
          stepsDone: ['basic'],
          draftTokenHash: hashLinkToken(token),
          draftExpiresAt: new Date(now.getTime() + DRAFT_DAYS * DAY_MS),
          createdAt: now,
          updatedAt: now,
        })
        .returning()
      if (!created) throw new Error('draft not written')
      await recordEvent(tx, created.id, 'created', APPLICANT)
      return created
    }),
  )
  return { token, row }
}

/** The draft a link opens: still a draft, and within its 7 days. */
export async function draftByToken(db: Executor, token: string, now = new Date()): Promise<ApplicationRow> {
  const [row] = await db
    .select()
    .from(partnerApplication)
    .where(
      and(
        eq(partnerApplication.draftTokenHash, hashLinkToken(token)),
        eq(partnerApplication.status, 'draft'),
        gt(partnerApplication.draftExpiresAt, now),
      ),
    )
  if (!row) throw new DomainError('application_not_found', 404)
  return row
}

type StepSave = z.output<typeof ApplicationStepSaveSchema>

/** The columns one step writes. */
function stepColumns(save: StepSave) {
  switch (save.step) {
    case 'basic': {
      const { step: _, ...fields } = save
      return fields
    }
    case 'business': {
      const { step: _, ...fields } = save
      return fields
    }
    case 'final': {
      const { step: _, ...fields } = save
      return { ...fields, tier: tierForProducts(fields.interestedProducts) }
    }
  }
}

/** Saves one step of a draft (Next); the step's fields were checked by its schema. */
export async function saveStep(db: Database, token: string, save: StepSave, now = new Date()) {
  const draft = await draftByToken(db, token, now)
  await assertNotDuplicate(
    db,
    {
      email: save.step === 'basic' ? save.email : undefined,
      vatNumber: save.step === 'business' ? save.vatNumber : undefined,
    },
    draft.id,
  )
  const stepsDone = APPLICATION_STEPS.filter((s) => s === save.step || draft.stepsDone.includes(s))
  const [saved] = await db
    .update(partnerApplication)
    .set({ ...stepColumns(save), stepsDone, updatedAt: now })
    .where(and(eq(partnerApplication.id, draft.id), eq(partnerApplication.status, 'draft')))
    .returning()
  if (!saved) throw new DomainError('application_not_found', 404)
  return saved
}

const isComplete = (row: ApplicationRow) =>
  APPLICATION_STEPS.every((step) => row.stepsDone.includes(step)) &&
  row.yearsInBusiness !== null &&
  row.vatNumber !== null &&
  row.howHeard !== null &&
  row.interestedProducts.length > 0

/**
 * Submits a complete draft: the 48-hour clock starts, the draft link stops working. The live-email
 * and live-VAT unique indexes refuse a duplicate submitted at the same moment.
 */
export async function submitApplication(db: Database, token: string, now = new Date()) {
  const draft = await draftByToken(db, token, now)
  if (!isComplete(draft)) throw new DomainError('application_incomplete', 409)
  await assertNotDuplicate(db, { email: draft.email, vatNumber: draft.vatNumber }, draft.id)
  try {
    return await db.transaction(async (tx) => {
      const [submitted] = await tx
        .update(partnerApplication)
        .set({
          status: 'submitted',
          submittedAt: now,
          reviewDueAt: reviewDueFrom(now),
          draftTokenHash: null,
          updatedAt: now,
        })
        .where(and(eq(partnerApplication.id, draft.id), eq(partnerApplication.status, 'draft')))
        .returning()
      if (!submitted) throw new DomainError('application_not_found', 404)
      await recordEvent(tx, submitted.id, 'submitted', APPLICANT)
      return submitted
    })
  } catch (error) {
    if (uniqueViolation(error) !== null) throw new DomainError('application_duplicate', 409)
    throw error
  }
}
