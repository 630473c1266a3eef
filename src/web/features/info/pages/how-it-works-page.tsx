import * as Tabs from '@radix-ui/react-tabs'
import { LocalizedLink } from '@web/components/localized-link'
import { buttonClasses } from '@web/components/ui/button'
import { Container } from '@web/components/ui/container'
import { PageHeader } from '@web/components/ui/page-header'
import { CustomerGuide } from '@web/features/info/components/customer-guide'
import { ProviderGuide } from '@web/features/info/components/provider-guide'
import { MatchingSection, VerificationSection } from '@web/features/info/components/trust-sections'
import { useHashTab } from '@web/features/info/hooks/use-hash-tab'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { Briefcase, MessageCircleQuestion, UserRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'

const TABS = ['customers', 'providers'] as const

const triggerClass =
  'flex flex-1 items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-base font-medium text-slate-700 transition-colors duration-150 hover:text-ink data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm sm:flex-none sm:px-6'

export function HowItWorksPage() {
  const { t } = useTranslation('info')
  const [tab, selectTab] = useHashTab(TABS, 'customers')
  useDocumentTitle(t('howItWorks.metaTitle'))

  return (
    <>
      <PageHeader title={t('howItWorks.title')} lead={t('howItWorks.lead')} />
      <Container className="py-8 sm:py-10">
        <Tabs.Root value={tab} onValueChange={selectTab}>
          <Tabs.List
            aria-label={t('howItWorks.tabsLabel')}
            className="flex w-full gap-1 rounded-xl bg-slate-100 p-1 sm:inline-flex sm:w-auto"
          >
            <Tabs.Trigger value="customers" className={triggerClass}>
              <UserRound className="size-5" aria-hidden="true" />
              {t('howItWorks.tabs.customers')}
            </Tabs.Trigger>
            <Tabs.Trigger value="providers" className={triggerClass}>
              <Briefcase className="size-5" aria-hidden="true" />
              {t('howItWorks.tabs.providers')}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="customers" className="mt-8 rounded-lg focus-visible:outline-offset-4">
            <CustomerGuide />
          </Tabs.Content>
          <Tabs.Content value="providers" className="mt-8 rounded-lg focus-visible:outline-offset-4">
            <ProviderGuide />
          </Tabs.Content>
        </Tabs.Root>

        <div className="mt-14 grid gap-6 lg:grid-cols-2">
          <VerificationSection />
          <MatchingSection />
        </div>

        <section className="mt-14 flex flex-col items-start gap-4 rounded-2xl bg-slate-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div className="flex gap-3">
            <MessageCircleQuestion className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden="true" />
            <div>
              <h2 className="text-lg font-semibold">{t('howItWorks.questions.title')}</h2>
              <p className="mt-1 text-slate-700">{t('howItWorks.questions.body')}</p>
            </div>
          </div>
          <LocalizedLink
            to="/contact"
            className={buttonClasses('secondary', 'md', 'w-full shrink-0 sm:w-auto')}
          >
            {t('howItWorks.questions.cta')}
          </LocalizedLink>
        </section>
      </Container>
    </>
  )
}
