import { quotesContract } from '@shared/api/quotes-contract'
import { call } from '@web/lib/api/call'

/** POST /api/pending-project/:id/send: the kept project to its providers (one credit, once). */
export function sendPendingProject(id: number) {
  return call(quotesContract.sendPendingProject, { params: { id } })
}
