import type { UploadedProjectPhoto } from '@shared/quotes/project-photos'
import { authenticatedRequest } from '@web/lib/api/authenticated-client'

/** POST /api/project-photos: one photo for the project being written; its id goes with the project. */
export function uploadProjectPhoto(file: File) {
  const form = new FormData()
  form.append('file', file)
  return authenticatedRequest<UploadedProjectPhoto>('/api/project-photos', { method: 'POST', body: form })
}

/** DELETE /api/project-photos/:id: a photo taken back before sending. */
export function removeProjectPhoto(id: number) {
  return authenticatedRequest<null>(`/api/project-photos/${id}`, { method: 'DELETE' })
}

/** A sent photo's address for this viewer: a provider from its email link adds the link's token. */
export const photoSrc = (url: string, token: string | null) =>
  token ? `${url}?token=${encodeURIComponent(token)}` : url
