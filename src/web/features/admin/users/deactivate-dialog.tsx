import type { AccountDetail } from '@shared/admin/account-admin-schemas'
import { Button } from '@web/components/ui/button'
import { useSetAccountStatus } from '@web/features/admin/api/users-api'
import { ReasonDialog } from '@web/features/admin/components/reason-dialog'
import { toast } from '@web/lib/toast/toast'
import { Ban } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** Deactivate with a reason: no more sign-in, sessions end at once, listings leave the directory. */
export function DeactivateDialog({ account }: { account: AccountDetail['account'] }) {
  const { t } = useTranslation('admin')
  const status = useSetAccountStatus(account.id)
  return (
    <ReasonDialog
      trigger={(open) => (
        <Button variant="secondary" size="sm" onClick={open}>
          <Ban className="size-4" aria-hidden="true" />
          {t('user.deactivate')}
        </Button>
      )}
      title={t('user.deactivateTitle', { name: account.name })}
      description={t('user.deactivateBody')}
      confirm={t('user.deactivateConfirm')}
      pending={status.isPending}
      onConfirm={async (reason) => {
        await status.mutateAsync({ status: 'inactive', reason })
        toast.success(t('user.deactivated'))
      }}
    />
  )
}
