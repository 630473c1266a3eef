import { Callout } from '@web/components/ui/callout'
import { failureText } from '@web/lib/api/failure-text'
import { ApiRequestError } from '@web/lib/api/request-error'
import { useTranslation } from 'react-i18next'

/**
 * A failed create, edit or delete: what failed in the catalogue's words ("Failed to create user.
 * Please try again.", product §8), then why when the server or the network says.
 */
export function FailureCallout({ title, error }: { title: string; error: unknown }) {
  const { t } = useTranslation('admin')
  return (
    <Callout tone="error" title={title}>
      {error instanceof ApiRequestError ? failureText(error, t('common.failed')) : null}
    </Callout>
  )
}
