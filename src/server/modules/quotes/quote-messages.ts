import type { Database } from '@server/db/client'
import { quoteMessage } from '@server/db/schema/index'
import { DomainError } from '@server/http/domain-error'
import { attachToMessage } from './message-attachments'
import type { RequestContext } from './quote-context'
import { recordFirstResponse } from './quote-moves'
import {
  type CustomerEvent,
  emailCustomer,
  emailProvider,
  type NotifyDeps,
  noticeToCustomer,
  noticeToProvider,
  type ProviderEvent,
} from './quote-notify'
import { userContact } from './quote-recipients'

export async function addMessage(
  deps: NotifyDeps,
  context: RequestContext,
  from: 'customer' | 'provider',
  body: string,
  senderUserId: string | null,
  attachmentIds: readonly number[] = [],
) {
  if (context.request.status === 'cancelled' || context.request.status === 'rejected')
    throw new DomainError('illegal_transition', 409)
  const toCustomer: CustomerEvent = { template: 'quote-message', kind: 'message_received' }
  const toProvider: ProviderEvent = {
    template: 'quote-message',
    kind: 'message_received',
    customerName: from === 'customer' ? await customerName(deps.db, context) : '',
  }
  const row = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(quoteMessage)
      .values({
        quoteRequestId: context.request.id,
        sender: from,
        senderUserId,
        body,
        demo: context.request.demo,
      })
      .returning()
    if (!inserted) throw new Error('message insert returned nothing')
    // With its files, or not at all: the other side's live update reads both at once.
    await attachToMessage(
      tx,
      { id: inserted.id, quoteRequestId: context.request.id, side: from },
      attachmentIds,
    )
    if (from === 'provider') {
      await recordFirstResponse(tx, context)
      await noticeToCustomer(tx, context, toCustomer)
    } else await noticeToProvider(tx, context, toProvider)
    return inserted
  })
  if (from === 'provider') await emailCustomer(deps, context, toCustomer)
  else await emailProvider(deps, context, toProvider)
  return row
}

async function customerName(db: Database, context: RequestContext) {
  return (await userContact(db, context.request.customerUserId))?.name ?? ''
}
