import { useLocalizedPath } from '@web/components/localized-link'
import { Button } from '@web/components/ui/button'
import { useCreateProvider } from '@web/features/admin/api/providers-api'
import { AdminDialog } from '@web/features/admin/components/admin-dialog'
import { toast } from '@web/lib/toast/toast'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ProviderForm } from './provider-form'

export function CreateProviderDialog() {
  const { t } = useTranslation('admin')
  const [open, setOpen] = useState(false)
  const create = useCreateProvider()
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        <Plus className="size-4" aria-hidden="true" />
        {t('providers.add')}
      </Button>
      <AdminDialog open={open} onOpenChange={setOpen} title={t('providers.createTitle')} wide>
        <ProviderForm
          initial={{
            name: '',
            companyName: '',
            categories: [],
            locality: '',
            email: '',
            phone: '',
            website: '',
            vatNumber: '',
            description: '',
          }}
          submitLabel={t('providers.createSubmit')}
          failureTitle={t('failures.createProvider')}
          pending={create.isPending}
          onCancel={() => setOpen(false)}
          onSave={async (values) => {
            const { id } = await create.mutateAsync(values)
            toast.success(t('providers.created'))
            setOpen(false)
            navigate(localize(`/admin/providers/${id}`))
          }}
        />
      </AdminDialog>
    </>
  )
}
