import { DocumentSkeleton } from '@web/components/document/document-skeleton'
import { DocumentToc } from '@web/components/document/document-toc'
import { LocalizedLink } from '@web/components/localized-link'
import { Button, buttonClasses } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Container } from '@web/components/ui/container'
import { PageHeader } from '@web/components/ui/page-header'
import { useReviewPolicy } from '@web/features/providers/api/get-review-policy'
import { PolicySection } from '@web/features/providers/components/review-policy/policy-section'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatDay } from '@web/lib/format/date'
import { CalendarDays } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** /review-policy: who may review, what is allowed, moderation, replies and how the rating is computed. */
export function ReviewPolicyPage() {
  const { t } = useTranslation('providers')
  const language = useUiLanguage()
  const { data, isError, isFetching, refetch } = useReviewPolicy(language)
  useDocumentTitle(data?.title ?? (isError ? t('policy.failedTitle') : undefined), data?.summary)

  if (!data) {
    if (!isError) return <DocumentSkeleton label={t('policy.loading')} />
    return (
      <>
        <PageHeader title={t('policy.failedTitle')} />
        <Container className="py-8 sm:py-10">
          <Callout tone="error" title={t('policy.failed')} className="max-w-2xl">
            <div className="mt-3 flex flex-wrap gap-3">
              <Button variant="secondary" size="sm" loading={isFetching} onClick={() => void refetch()}>
                {t('policy.retry')}
              </Button>
              <LocalizedLink to="/contact" className={buttonClasses('ghost', 'sm')}>
                {t('policy.contactUs')}
              </LocalizedLink>
            </div>
          </Callout>
        </Container>
      </>
    )
  }

  return (
    <article aria-busy={isFetching || undefined}>
      <PageHeader
        title={data.title}
        lead={
          <>
            <span className="block">{data.summary}</span>
            <span className="mt-3 flex items-center gap-2 text-sm text-slate-600">
              <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
              {t('policy.lastUpdated', { date: formatDay(data.updated, language) })}
            </span>
          </>
        }
      />
      <Container className="py-8 sm:py-10">
        <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
          <aside className="lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto">
            <DocumentToc sections={data.sections} label={t('policy.onThisPage')} />
          </aside>
          <div className="max-w-3xl space-y-10">
            {data.sections.map((section) => (
              <PolicySection key={section.id} section={section} />
            ))}
            <p className="border-t border-slate-200 pt-6 text-sm text-slate-600">
              {t('policy.questions')}{' '}
              <LocalizedLink
                to="/contact"
                className="font-medium text-brand-700 underline underline-offset-2"
              >
                {t('policy.contactUs')}
              </LocalizedLink>
            </p>
          </div>
        </div>
      </Container>
    </article>
  )
}
