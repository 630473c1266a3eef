import { Container } from '@web/components/ui/container'
import { PageHeader } from '@web/components/ui/page-header'
import { useTranslation } from 'react-i18next'
import { ChangePasswordForm } from '../components/change-password-form'
import { DataExportSection } from '../components/data-export-section'
import { DeleteAccountSection } from '../components/delete-account-section'
import { LanguageSection } from '../components/language-section'
import { LogoutSection } from '../components/logout-section'
import { SessionsSection } from '../components/sessions-section'

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
