import { adminSystemContract as system } from '@shared/api/admin-system-contract'
import { operationUrl } from '@shared/api/operation'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'
import { adminKeys } from './admin-keys'

export const backupDownloadUrl = (id: number) => operationUrl(system.downloadBackup, { params: { id } })

export function useBackups() {
  return useQuery({
    queryKey: adminKeys.backups(),
    queryFn: ({ signal }) => call(system.backups, {}, { signal }),
  })
}

export function useCreateBackup() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => call(system.createBackup),
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.backups() }),
  })
}

export function useDeleteBackup() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => call(system.deleteBackup, { params: { id } }),
    onSuccess: (list) => client.setQueryData(adminKeys.backups(), list),
  })
}

/** Every cached answer of the console may have changed: all of it is fetched again. */
export function useRestoreBackup() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, confirmation }: { id: number; confirmation: string }) =>
      call(system.restoreBackup, { params: { id }, body: { confirmation } }),
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
      return call(system.restoreUpload, {}, { form })
    },
    onSuccess: () => void client.invalidateQueries(),
  })
}
