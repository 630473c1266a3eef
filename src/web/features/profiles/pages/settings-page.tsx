import { Container } from '@web/components/ui/container'
import { PageHeader } from '@web/components/ui/page-header'
import { ChangePasswordForm } from '@web/features/profiles/components/change-password-form'
import { DataExportSection } from '@web/features/profiles/components/data-export-section'
import { DeleteAccountSection } from '@web/features/profiles/components/delete-account-section'
import { EmailPreferencesSection } from '@web/features/profiles/components/email-preferences-section'
import { LanguageSection } from '@web/features/profiles/components/language-section'
import { LogoutSection } from '@web/features/profiles/components/logout-section'
import { SessionsSection } from '@web/features/profiles/components/sessions-section'
import { TwoFactorSection } from '@web/features/profiles/components/two-factor-section'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'

/** ?twoFactor=required: an admin sent here before the admin console opens (ADR 040). */
export const TWO_FACTOR_REQUIRED_PARAM = 'twoFactor'

export function SettingsPage() {
  const { t } = useTranslation('profiles')
  const [params] = useSearchParams()
  const required = params.get(TWO_FACTOR_REQUIRED_PARAM) === 'required'
  return (
    <>
      <PageHeader title={t('settings.title')} lead={t('settings.lead')} />
      <Container className="max-w-4xl space-y-6 py-8 sm:py-10">
        {required && <TwoFactorSection required />}
        <LanguageSection />
        <EmailPreferencesSection />
        <ChangePasswordForm />
        {!required && <TwoFactorSection />}
        <SessionsSection />
        <DataExportSection />
        <LogoutSection />
        <DeleteAccountSection />
      </Container>
    </>
  )
}
