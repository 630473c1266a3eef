import type { AccountBulkSchema } from '@shared/admin/account-admin-schemas'
import type { z } from 'zod'
import { type AccountActionContext, setAccountStatusIn, setAccountVerifiedIn } from './user-actions'

/**
 * One action on many accounts, in one transaction (all or none). The admin's own account is left
 * out of a deactivation, never refused as a whole.
 */
export async function bulkAccountAction(
  ctx: AccountActionContext,
  input: z.infer<typeof AccountBulkSchema>,
): Promise<number> {
  const ids = [...new Set(input.ids)].filter(
    (id) => !(input.action === 'deactivate' && id === ctx.actor.userId),
  )
  const { affected, listings } = await ctx.db.transaction(async (tx) => {
    let affected = 0
    let listings = false
    for (const id of ids) {
      if (input.action === 'activate' || input.action === 'deactivate') {
        if (id === ctx.actor.userId) continue
        const result = await setAccountStatusIn(
          tx,
          ctx,
          id,
          input.action === 'activate' ? 'active' : 'inactive',
        )
        if (result.changed) affected++
        listings ||= result.listings
      } else if (await setAccountVerifiedIn(tx, ctx, id, input.action === 'verify')) affected++
    }
    return { affected, listings }
  })
  if (listings) ctx.onListingsChanged()
  return affected
}
