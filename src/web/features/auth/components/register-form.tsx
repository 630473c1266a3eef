import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AuthTab } from './auth-tab'
import { RegisterSuccess } from './register-success'
import { RegistrationForm } from './registration-form'

export function RegisterForm({ onSwitch }: { onSwitch: (tab: AuthTab) => void }) {
  const { t } = useTranslation('auth')
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null)
  if (registeredEmail) return <RegisterSuccess email={registeredEmail} onLogin={() => onSwitch('login')} />
  return (
    <RegistrationForm
      full
      submitLabel={t('register.submit')}
      onRegistered={setRegisteredEmail}
      onLoginInstead={() => onSwitch('login')}
    />
  )
}
