import { useLocalizedPath } from '@web/components/localized-link'
import { Button } from '@web/components/ui/button'
import { useAuth } from '@web/lib/auth/auth-context'
import { signOutErrorKey } from '@web/lib/auth/sign-out-error'
import { toast } from '@web/lib/toast/toast'
import { LogOut } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { SectionCard } from './section-card'

/** product §4 logout: local state is cleared even when the remote sign-out fails. */
export function LogoutSection() {
  const { t } = useTranslation('profiles')
  const { signOut } = useAuth()
  const navigate = useNavigate()
  const localize = useLocalizedPath()

  const logOut = async () => {
    // Leave the login-only page first, so the signed-out state does not bounce to the login page.
    navigate(localize('/'))
    try {
      await signOut()
      toast.success(t('settings.logout.done'))
    } catch (error) {
      toast.error(t(signOutErrorKey(error), { ns: 'common' }))
    }
  }

  return (
    <SectionCard title={t('settings.logout.title')} intro={t('settings.logout.body')}>
      <Button variant="secondary" onClick={() => void logOut()} className="w-full sm:w-auto">
        <LogOut className="size-5" aria-hidden="true" />
        {t('settings.logout.action')}
      </Button>
    </SectionCard>
  )
}
