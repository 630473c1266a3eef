import { DocumentSkeleton } from '@web/components/document/document-skeleton'
import { DocumentToc } from '@web/components/document/document-toc'
import { LocalizedLink } from '@web/components/localized-link'
import { Button, buttonClasses } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Container } from '@web/components/ui/container'
import { PageHeader } from '@web/components/ui/page-header'
import { LegalDocumentMissingError, useLegalDocument } from '@web/features/legal/api/get-legal-document'
import { isLegalDocumentId, type LegalDocumentId } from '@web/features/legal/api/legal-document-schema'
import { LegalSection } from '@web/features/legal/components/legal-section'
import { linkify } from '@web/features/legal/components/linkify'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatDay } from '@web/lib/format/date'
import { CalendarDays } from 'lucide-react'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'

function documentIdFrom(pathname: string): LegalDocumentId | null {
  const id = pathname.replace(/^\/+|\/+$/g, '')
  return isLegalDocumentId(id) ? id : null
}

export function LegalPage() {
  const { pathname } = useLocation()
  const documentId = documentIdFrom(pathname)
  return documentId ? <LegalDocumentView documentId={documentId} /> : <LegalDocumentFailed missing />
}

function LegalDocumentView({ documentId }: { documentId: LegalDocumentId }) {
  const { t } = useTranslation('legal')
  const language = useUiLanguage()
  const { data, isError, error, refetch, isFetching } = useLegalDocument(documentId, language)
  const newTabLabel = t('opensInNewTab')
  const renderText = useCallback((text: string) => linkify(text, { newTabLabel }), [newTabLabel])
  useDocumentTitle(data?.document.title)

  if (!data) {
    if (!isError) return <DocumentSkeleton label={t('loading')} />
    return (
      <LegalDocumentFailed
        missing={error instanceof LegalDocumentMissingError}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    )
  }

  const { document, language: textLanguage, isFallback } = data
  return (
    <article lang={textLanguage === language ? undefined : textLanguage} aria-busy={isFetching || undefined}>
      <PageHeader
        title={document.title}
        lead={
          <>
            <span className="block">{document.summary}</span>
            <span className="mt-3 flex items-center gap-2 text-sm text-slate-600">
              <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
              {t('lastUpdated', { date: formatDay(document.updated, language) })}
            </span>
          </>
        }
      />
      <Container className="py-8 sm:py-10">
        {isFallback && (
          <Callout tone="info" className="mb-8 max-w-3xl">
            <span lang={language}>{t('shownInEnglish')}</span>
          </Callout>
        )}
        <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
          <aside className="lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto">
            <DocumentToc sections={document.sections} label={t('onThisPage')} />
          </aside>
          <div className="max-w-3xl space-y-10">
            {document.sections.map((section) => (
              <LegalSection key={section.id} section={section} renderText={renderText} />
            ))}
            <p className="border-t border-slate-200 pt-6 text-sm text-slate-600" lang={language}>
              {t('questions')}{' '}
              <LocalizedLink
                to="/contact?topic=privacy"
                className="font-medium text-brand-700 underline underline-offset-2"
              >
                {t('contactUs')}
              </LocalizedLink>
            </p>
          </div>
        </div>
      </Container>
    </article>
  )
}

function LegalDocumentFailed({
  missing,
  retrying,
  onRetry,
}: {
  missing: boolean
  retrying?: boolean
  onRetry?: () => void
}) {
  const { t } = useTranslation('legal')
  useDocumentTitle(t('failedTitle'))
  return (
    <>
      <PageHeader title={t('failedTitle')} />
      <Container className="py-8 sm:py-10">
        <Callout tone="error" title={missing ? t('missing') : t('failed')} className="max-w-2xl">
          <div className="mt-3 flex flex-wrap gap-3">
            {onRetry && !missing && (
              <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
                {t('retry')}
              </Button>
            )}
            <LocalizedLink to="/contact" className={buttonClasses('ghost', 'sm')}>
              {t('contactUs')}
            </LocalizedLink>
          </div>
        </Callout>
      </Container>
    </>
  )
}
