import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { useTranslation } from 'react-i18next'
import type { AuthTab } from './auth-tab'

/** What a form opened by an emailed password link gets: the link's token and error, the tab switch. */
export interface PasswordLinkFormProps {
  token: string | null
  /** better-auth's ?error= when the emailed link was already invalid. */
  linkError: string | null
  onSwitch: (tab: AuthTab) => void
}

/** An emailed password link that cannot be used (expired, used, incomplete), and the way to a new one. */
export function InvalidLinkNotice({
  title,
  body,
  onSwitch,
}: {
  title: string
  body: string
  onSwitch: (tab: AuthTab) => void
}) {
  const { t } = useTranslation('auth')
  return (
    <div className="space-y-5">
      <Callout tone="error" title={title}>
        <p>{body}</p>
      </Callout>
      <Button className="w-full" onClick={() => onSwitch('forgot')}>
        {t('reset.requestNewLink')}
      </Button>
    </div>
  )
}
