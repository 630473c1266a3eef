import { quotesContract } from '@shared/api/quotes-contract'
import { call } from '@web/lib/api/call'

/** POST /api/project-photos: one photo for the project being written; its id goes with the project. */
export function uploadProjectPhoto(file: File) {
  const form = new FormData()
  form.append('file', file)
  return call(quotesContract.addPhoto, {}, { form })
}

/** DELETE /api/project-photos/:id: a photo taken back before sending. */
export function removeProjectPhoto(id: number) {
  return call(quotesContract.removePhoto, { params: { id } })
}

/** A sent photo's address for this viewer: a provider from its email link adds the link's token. */
export const photoSrc = (url: string, token: string | null) =>
  token ? `${url}?token=${encodeURIComponent(token)}` : url
