import { useLocalizedPath } from '@web/components/localized-link'
import { toast } from '@web/lib/toast/toast'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import type { AuthTab } from './auth-tab'
import { postLoginPath } from './post-login-path'
import { SignInForm } from './sign-in-form'
import { TextButton } from './text-button'

export function LoginForm({ onSwitch }: { onSwitch: (tab: AuthTab) => void }) {
  const { t } = useTranslation('auth')
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  return (
    <SignInForm
      submitLabel={t('login.submit')}
      onSignedIn={(user) => {
        toast.success(user.firstSignIn ? t('login.welcome') : t('login.success'))
        navigate(localize(postLoginPath(params.get('redirect'), user.role)), { replace: true })
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <TextButton onClick={() => onSwitch('forgot')}>{t('login.forgotLink')}</TextButton>
        <p className="text-slate-600">
          {t('login.noAccount')}{' '}
          <TextButton onClick={() => onSwitch('register')}>{t('login.registerLink')}</TextButton>
        </p>
      </div>
    </SignInForm>
  )
}
