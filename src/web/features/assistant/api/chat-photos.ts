import type { ChatPhotos } from '@shared/assistant/chat-schemas'
import type { UploadedProjectPhoto } from '@shared/quotes/project-photos'
import { authenticatedRequest } from '@web/lib/api/authenticated-client'

// Never cached (the list changes with each photo); the account's token, if any, goes along: a
// conversation linked to an account answers only that account.
const photosPath = (sessionId: string) => `/api/public/chat/${encodeURIComponent(sessionId)}/photos`

/** The conversation's photos not sent yet (signed out, the conversation's id is the key). */
export const listChatPhotos = (sessionId: string) => authenticatedRequest<ChatPhotos>(photosPath(sessionId))

/** One photo of the job added to the conversation; it goes with the project when it is sent. */
export function uploadChatPhoto(sessionId: string, file: File) {
  const form = new FormData()
  form.append('file', file)
  return authenticatedRequest<UploadedProjectPhoto>(photosPath(sessionId), { method: 'POST', body: form })
}

/** A photo taken back before sending. */
export const removeChatPhoto = (sessionId: string, id: number) =>
  authenticatedRequest<null>(`${photosPath(sessionId)}/${id}`, { method: 'DELETE' })
