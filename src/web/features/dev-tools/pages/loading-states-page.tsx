import { Spinner } from '@web/components/ui/spinner'
import { TypingIndicator } from '@web/components/ui/typing-indicator'
import { ButtonSpinnerDemo } from '@web/features/dev-tools/components/button-spinner-demo'
import { DemoCard } from '@web/features/dev-tools/components/demo-card'
import { DevPage } from '@web/features/dev-tools/components/dev-page'
import { DevSection } from '@web/features/dev-tools/components/dev-section'
import { PageLoadingDemo } from '@web/features/dev-tools/components/page-loading-demo'
import { ProgressDemo } from '@web/features/dev-tools/components/progress-demo'
import { ProviderCardSkeleton } from '@web/features/dev-tools/components/provider-card-skeleton'
import { SkeletonTextDemo } from '@web/features/dev-tools/components/skeleton-text-demo'
import { ToastDemo } from '@web/features/dev-tools/components/toast-demo'
import { useTranslation } from 'react-i18next'

export function LoadingStatesPage() {
  const { t } = useTranslation('devtools')
  return (
    <DevPage title={t('loading.title')} lead={t('loading.lead')}>
      <DevSection title={t('loading.skeletons.title')} lead={t('loading.skeletons.lead')}>
        <DemoCard title={t('loading.skeletons.cardsTitle')} description={t('loading.skeletons.cardsHelp')}>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <ProviderCardSkeleton />
            <ProviderCardSkeleton />
            <ProviderCardSkeleton />
          </div>
        </DemoCard>
        <DemoCard title={t('loading.skeletons.textTitle')} description={t('loading.skeletons.textHelp')}>
          <SkeletonTextDemo />
        </DemoCard>
      </DevSection>

      <DevSection title={t('loading.spinners.title')} lead={t('loading.spinners.lead')}>
        <div className="grid gap-4 md:grid-cols-2">
          <DemoCard title={t('loading.button.title')} description={t('loading.button.help')}>
            <ButtonSpinnerDemo />
          </DemoCard>
          <DemoCard title={t('loading.inline.title')} description={t('loading.inline.help')}>
            <p className="inline-flex items-center gap-2 text-slate-700">
              <Spinner className="size-5 text-brand-600" />
              {t('loading.inline.label')}
            </p>
          </DemoCard>
        </div>
      </DevSection>

      <DevSection title={t('loading.progress.title')} lead={t('loading.progress.lead')}>
        <DemoCard title={t('loading.progress.cardTitle')}>
          <ProgressDemo />
        </DemoCard>
      </DevSection>

      <DevSection title={t('loading.typing.title')} lead={t('loading.typing.lead')}>
        <DemoCard title={t('loading.typing.cardTitle')}>
          <div>
            <TypingIndicator label={t('loading.typing.srText')} />
          </div>
        </DemoCard>
      </DevSection>

      <DevSection title={t('loading.page.title')} lead={t('loading.page.lead')}>
        <PageLoadingDemo />
      </DevSection>

      <DevSection title={t('loading.toasts.title')} lead={t('loading.toasts.lead')}>
        <ToastDemo />
      </DevSection>
    </DevPage>
  )
}
