import type { Database } from '@server/db/client'
import { availability } from '@server/db/schema/index'
import type { Availability, AvailabilityInputSchema } from '@shared/workspace/workspace-schemas'
import { asc, eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'

export async function getAvailability(
  db: Pick<Database, 'select'>,
  providerId: number,
): Promise<Availability> {
  return { slots: (await weeklySlotsOf(db, [providerId])).get(providerId) ?? [] }
}

/** Each listing's weekly slots, by day then start time (listings with none are left out). */
export async function weeklySlotsOf(
  db: Pick<Database, 'select'>,
  providerIds: number[],
): Promise<Map<number, Availability['slots']>> {
  const weeks = new Map<number, Availability['slots']>()
  if (providerIds.length === 0) return weeks
  const rows = await db
    .select({
      providerId: availability.providerId,
      day: availability.day,
      startTime: availability.startTime,
      endTime: availability.endTime,
    })
    .from(availability)
    .where(inArray(availability.providerId, providerIds))
    .orderBy(asc(availability.day), asc(availability.startTime))
  for (const { providerId, ...slot } of rows) {
    const week = weeks.get(providerId)
    if (week) week.push(slot)
    else weeks.set(providerId, [slot])
  }
  return weeks
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
