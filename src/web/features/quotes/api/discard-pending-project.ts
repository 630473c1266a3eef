import { quotesContract } from '@shared/api/quotes-contract'
import { call } from '@web/lib/api/call'

/** DELETE /api/pending-project/:id: the kept project is forgotten, nothing is sent. */
export function discardPendingProject(id: number) {
  return call(quotesContract.discardPendingProject, { params: { id } })
}
