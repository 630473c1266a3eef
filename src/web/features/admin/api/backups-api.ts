import type { Backup, BackupListSchema, RestoreResult } from '@shared/admin/backup-schemas'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { authenticatedRequest } from '@web/lib/api/authenticated-client'
import type { z } from 'zod'
import { adminKeys } from './admin-keys'

type BackupList = z.infer<typeof BackupListSchema>

export const backupDownloadUrl = (id: number) => `/api/admin/backups/${id}/download`

export function useBackups() {
  return useQuery({
    queryKey: adminKeys.backups(),
    queryFn: ({ signal }) => authenticatedRequest<BackupList>('/api/admin/backups', { signal }),
  })
}

export function useCreateBackup() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => authenticatedRequest<Backup>('/api/admin/backups', { method: 'POST', body: {} }),
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.backups() }),
  })
}

export function useDeleteBackup() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number) =>
      authenticatedRequest<BackupList>(`/api/admin/backups/${id}`, { method: 'DELETE' }),
    onSuccess: (list) => client.setQueryData(adminKeys.backups(), list),
  })
}

/** Every cached answer of the console may have changed: all of it is fetched again. */
export function useRestoreBackup() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, confirmation }: { id: number; confirmation: string }) =>
      authenticatedRequest<RestoreResult>(`/api/admin/backups/${id}/restore`, {
        method: 'POST',
        body: { confirmation },
      }),
    onSuccess: () => void client.invalidateQueries(),
  })
}

/**
 * Restores an archive from elsewhere: the checksum and the confirmation go first in the form (the
 * server checks them before it reads the file), the archive last. Every cached answer is fetched again.
 */
export function useRestoreUpload() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ file, sha256, confirmation }: { file: File; sha256: string; confirmation: string }) => {
      const form = new FormData()
      form.append('sha256', sha256)
      form.append('confirmation', confirmation)
      form.append('archive', file, file.name)
      return authenticatedRequest<RestoreResult>('/api/admin/backups/restore-upload', {
        method: 'POST',
        body: form,
      })
    },
    onSuccess: () => void client.invalidateQueries(),
  })
}
