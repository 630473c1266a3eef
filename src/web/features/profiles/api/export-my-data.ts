import { operationUrl } from '@shared/api/operation'
import { profileContract } from '@shared/api/profile-contract'
import { useMutation } from '@tanstack/react-query'
import { apiBaseUrl, networkError } from '@web/lib/api/http'
import { ApiRequestError } from '@web/lib/api/request-error'

export const EXPORT_FILE_NAME = 'luxpro-my-data.json'
const PATH = operationUrl(profileContract.export)

/** GET /api/users/me/export as a file: everything LuxPro holds about the caller (GDPR art. 15, 20). */
export async function exportMyData(): Promise<Blob> {
  let response: Response
  try {
    response = await fetch(`${apiBaseUrl()}${PATH}`, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    })
  } catch {
    throw networkError(PATH)
  }
  if (!response.ok) {
    throw new ApiRequestError(`Request failed with status ${response.status}`, response.status, null, PATH)
  }
  return response.blob()
}

function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

export function useExportMyData() {
  return useMutation({
    mutationFn: exportMyData,
    onSuccess: (blob) => saveFile(blob, EXPORT_FILE_NAME),
  })
}
