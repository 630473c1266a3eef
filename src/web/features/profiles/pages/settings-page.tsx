import { Container } from '@web/components/ui/container'
import { PageHeader } from '@web/components/ui/page-header'
import { ChangePasswordForm } from '@web/features/profiles/components/change-password-form'
import { DataExportSection } from '@web/features/profiles/components/data-export-section'
import { DeleteAccountSection } from '@web/features/profiles/components/delete-account-section'
import { LanguageSection } from '@web/features/profiles/components/language-section'
import { LogoutSection } from '@web/features/profiles/components/logout-section'
import { SessionsSection } from '@web/features/profiles/components/sessions-section'
import { useTranslation } from 'react-i18next'

export function SettingsPage() {
  const { t } = useTranslation('profiles')
  return (
    <>
      <PageHeader title={t('settings.title')} lead={t('settings.lead')} />
      <Container className="max-w-4xl space-y-6 py-8 sm:py-10">
        <LanguageSection />
        <ChangePasswordForm />
        <SessionsSection />
        <DataExportSection />
        <LogoutSection />
        <DeleteAccountSection />
      </Container>
    </>
  )
}
