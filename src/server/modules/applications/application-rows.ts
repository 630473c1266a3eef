import type { Database } from '@server/db/client'
import { type partnerApplication, partnerApplicationEvent } from '@server/db/schema/index'
import type { ApplicationEventKind } from '@shared/applications/application-review-schemas'
import type { ApplicationDraft } from '@shared/applications/application-schemas'
import { isUiLanguage } from '@shared/i18n/languages'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]
/** The database, or the transaction a write belongs to. */
export type Executor = Database | Tx

export type ApplicationRow = typeof partnerApplication.$inferSelect

export const languageOf = (row: Pick<ApplicationRow, 'language'>) =>
  isUiLanguage(row.language) ? row.language : 'en'

/** Records what happened, who did it and when, in the transaction of the change itself. */
export async function recordEvent(
  tx: Executor,
  applicationId: number,
  kind: ApplicationEventKind,
  actor: { userId: string | null; name: string },
  body: string | null = null,
) {
  await tx
    .insert(partnerApplicationEvent)
    .values({ applicationId, kind, actorUserId: actor.userId, actorName: actor.name, body })
}

export const APPLICANT = { userId: null, name: 'applicant' } as const

/** A draft as its holder sees it. */
export function draftView(row: ApplicationRow): ApplicationDraft {
  return {
    reference: row.reference,
    status: row.status,
    language: languageOf(row),
    stepsDone: row.stepsDone.filter((s): s is 'basic' | 'business' | 'final' =>
      ['basic', 'business', 'final'].includes(s),
    ),
    expiresAt: (row.draftExpiresAt ?? row.createdAt).toISOString(),
    contactPerson: row.contactPerson,
    companyName: row.companyName,
    email: row.email,
    phone: row.phone,
    primaryCategory: row.primaryCategory,
    yearsInBusiness: row.yearsInBusiness,
    teamSize: row.teamSize,
    serviceAreas: row.serviceAreas,
    specificServices: row.specificServices,
    vatNumber: row.vatNumber,
    rcsNumber: row.rcsNumber,
    permitNumber: row.permitNumber,
    street: row.street,
    postalCode: row.postalCode,
    locality: row.locality,
    howHeard: row.howHeard,
    goal: row.goal,
    otherServiceDescription: row.otherServiceDescription,
    interestedProducts: row.interestedProducts,
    tier: row.tier,
  }
}

/** PostgreSQL's unique violation, whichever driver reports it (drizzle wraps the driver's error). */
export function uniqueViolation(error: unknown): string | null {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const details = e as { code?: string; constraint?: string }
    if (details.code === '23505') return details.constraint ?? ''
  }
  return null
}
