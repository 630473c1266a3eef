import type { Database } from '@server/db/client'
import { partnerApplication, provider } from '@server/db/schema/index'
import { DomainError } from '@server/http/domain-error'
import { APPLICATION_STEPS } from '@shared/applications/application-options'
import type {
  ApplicationStartSchema,
  ApplicationStepSaveSchema,
} from '@shared/applications/application-schemas'
import { DRAFT_DAYS, reviewDueFrom } from '@shared/applications/application-status'
import { and, eq, gt, ne, notInArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { knownLocality } from './application-address'
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

const live = (ownId: number | null) =>
  and(
    notInArray(partnerApplication.status, [...NOT_LIVE]),
    ownId === null ? undefined : ne(partnerApplication.id, ownId),
  )

/**
 * product §3: the same business applies once. Another live application or a listing with
 * this VAT number is a duplicate (told kindly: application_duplicate). A VAT number names a
 * business, which is public; an email address names a person, so it is never answered on (below).
 */
async function assertVatNotTaken(db: Executor, vatNumber: string | null | undefined, ownId: number | null) {
  if (!vatNumber) return
  const [application] = await db
    .select({ id: partnerApplication.id })
    .from(partnerApplication)
    .where(and(eq(partnerApplication.vatNumber, vatNumber), live(ownId)))
    .limit(1)
  if (application) throw new DomainError('application_duplicate', 409)
  const [listing] = await db
    .select({ id: provider.id })
    .from(provider)
    .where(sql`upper(replace(${provider.vatNumber}, ' ', '')) = ${vatNumber}`)
    .limit(1)
  if (listing) throw new DomainError('application_duplicate', 409)
}

/**
 * The live application that already has this email address, if any. Starting or submitting with it
 * answers as for a new address (no enumeration); its owner is told by email instead.
 */
export async function liveApplicationWith(db: Executor, email: string, ownId: number | null = null) {
  const [application] = await db
    .select()
    .from(partnerApplication)
    .where(and(eq(partnerApplication.email, email), live(ownId)))
    .limit(1)
  return application ?? null
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
): Promise<{ token: string; row: ApplicationRow; duplicateOf: ApplicationRow | null }> {
  const duplicateOf = await liveApplicationWith(db, input.email)
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
  return { token, row, duplicateOf }
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
      return fields
    }
  }
}

/** Saves one step of a draft (Next); the step's fields were checked by its schema. */
export async function saveStep(db: Database, token: string, save: StepSave, now = new Date()) {
  const draft = await draftByToken(db, token, now)
  if (save.step === 'business') {
    await assertVatNotTaken(db, save.vatNumber, draft.id)
    // The locality as the reference data spells it, or a refusal naming the field.
    save.locality = await knownLocality(db, save.postalCode, save.locality)
  }
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
  row.street !== null &&
  row.howHeard !== null &&
  row.interestedProducts.length > 0

/**
 * Submits a complete draft: the 48-hour clock starts, the draft link stops working. The live-email
 * and live-VAT unique indexes refuse a duplicate submitted at the same moment.
 *
 * With the email address of a live application, the draft is dropped instead, and the answer is the
 * one a submitted application gets (its reference, a review due in 48 hours): `duplicateOf` says
 * whose owner to tell.
 */
export async function submitApplication(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ row: ApplicationRow; duplicateOf: ApplicationRow | null }> {
  const draft = await draftByToken(db, token, now)
  if (!isComplete(draft)) throw new DomainError('application_incomplete', 409)
  await assertVatNotTaken(db, draft.vatNumber, draft.id)
  const duplicateOf = await liveApplicationWith(db, draft.email, draft.id)
  if (duplicateOf) {
    await db.delete(partnerApplication).where(eq(partnerApplication.id, draft.id))
    return {
      row: {
        ...draft,
        status: 'submitted',
        submittedAt: now,
        reviewDueAt: reviewDueFrom(now),
        draftTokenHash: null,
      },
      duplicateOf,
    }
  }
  return { row: await submitDraft(db, draft, now), duplicateOf: null }
}

async function submitDraft(db: Database, draft: ApplicationRow, now: Date) {
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
