import { LanguageSwitcher } from '@web/app/shell/language-switcher'
import { AvailableSoon } from '@web/components/ui/available-soon'
import { Container } from '@web/components/ui/container'
import { PageHeader } from '@web/components/ui/page-header'
import { Download, MonitorSmartphone, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { AccountActionCard } from '../components/account-action-card'
import { ChangePasswordForm } from '../components/change-password-form'
import { SectionCard } from '../components/section-card'

export function SettingsPage() {
  const { t } = useTranslation('profiles')
  return (
    <>
      <PageHeader title={t('settings.title')} lead={t('settings.lead')} />
      <Container className="max-w-4xl space-y-6 py-8 sm:py-10">
        <SectionCard title={t('settings.language.title')} intro={t('settings.language.body')}>
          <LanguageSwitcher />
        </SectionCard>
        <AvailableSoon what={t('settings.availableSoon')} />
        <ChangePasswordForm />
        <AccountActionCard section="sessions" icon={MonitorSmartphone} />
        <AccountActionCard section="data" icon={Download} />
        <AccountActionCard section="delete" icon={Trash2} danger />
      </Container>
    </>
  )
}
