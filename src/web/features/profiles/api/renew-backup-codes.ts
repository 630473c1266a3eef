import { useMutation } from '@tanstack/react-query'
import { sendRequest } from '@web/lib/api/http'

/** POST /api/auth/two-factor/generate-backup-codes: 10 new codes; the earlier ones stop working. */
export async function renewBackupCodes(password: string): Promise<string[]> {
  const answer = await sendRequest<{ backupCodes: string[] }>('/api/auth/two-factor/generate-backup-codes', {
    method: 'POST',
    body: { password },
  })
  return answer.backupCodes
}

export function useRenewBackupCodes() {
  return useMutation({ mutationFn: renewBackupCodes })
}
