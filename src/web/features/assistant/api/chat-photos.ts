import { assistantContract } from '@shared/api/assistant-contract'
import { call } from '@web/lib/api/call'

// Never cached (the list changes with each photo); the account's token, if any, goes along: a
// conversation linked to an account answers only that account.

/** The conversation's photos not sent yet (signed out, the conversation's id is the key). */
export const listChatPhotos = (sessionId: string) =>
  call(assistantContract.photos, { params: { token: sessionId } })

/** One photo of the job added to the conversation; it goes with the project when it is sent. */
export function uploadChatPhoto(sessionId: string, file: File) {
  const form = new FormData()
  form.append('file', file)
  return call(assistantContract.addPhoto, { params: { token: sessionId } }, { form })
}

/** A photo taken back before sending. */
export const removeChatPhoto = (sessionId: string, id: number) =>
  call(assistantContract.removePhoto, { params: { token: sessionId, photoId: id } })
