import { authContract } from '@shared/api/auth-contract'
import { useMutation } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'

/** POST /api/auth/two-factor/generate-backup-codes: 10 new codes; the earlier ones stop working. */
export async function renewBackupCodes(password: string): Promise<string[]> {
  const answer = await call(authContract.generateBackupCodes, { body: { password } })
  return answer.backupCodes
}

export function useRenewBackupCodes() {
  return useMutation({ mutationFn: renewBackupCodes })
}
