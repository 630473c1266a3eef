import { authenticatedRequest } from '@web/lib/api/authenticated-client'

/** DELETE /api/pending-project/:id: the kept project is forgotten, nothing is sent. */
export function discardPendingProject(id: number) {
  return authenticatedRequest<null>(`/api/pending-project/${id}`, { method: 'DELETE' })
}
