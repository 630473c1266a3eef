import type { Database } from '@server/db/client'
import { availability } from '@server/db/schema/index'
import type { Availability, AvailabilityInputSchema } from '@shared/workspace/workspace-schemas'
import { asc, eq } from 'drizzle-orm'
import type { z } from 'zod'

export async function getAvailability(
  db: Pick<Database, 'select'>,
  providerId: number,
): Promise<Availability> {
  const slots = await db
    .select({ day: availability.day, startTime: availability.startTime, endTime: availability.endTime })
    .from(availability)
    .where(eq(availability.providerId, providerId))
    .orderBy(asc(availability.day), asc(availability.startTime))
  return { slots }
}

/** Replaces the provider's whole week in one transaction: readers see the old week or the new one. */
export async function replaceAvailability(
  db: Database,
  providerId: number,
  input: z.output<typeof AvailabilityInputSchema>,
): Promise<Availability> {
  return db.transaction(async (tx) => {
    await tx.delete(availability).where(eq(availability.providerId, providerId))
    if (input.slots.length > 0)
      await tx.insert(availability).values(input.slots.map((slot) => ({ providerId, ...slot })))
    return getAvailability(tx, providerId)
  })
}
