import { Button, buttonClasses } from '@web/components/ui/button'
import { AlertTriangle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ERROR_HINT_THRESHOLD, type ErrorRecord } from './error-store'

export const SUPPORT_EMAIL = 'support@luxpro.lu'

/** product §2: the error fallback page. Texts stay in English when translations themselves failed. */
export function ErrorFallback({ recorded }: { recorded: { record: ErrorRecord; count: number } | null }) {
  const { t, ready } = useTranslation('common', { useSuspense: false })
  const tr = (key: string, english: string) => (ready ? t(key) : english)
  const record = recorded?.record
  const count = recorded?.count ?? 0
  const mailto = record
    ? `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(`LuxPro error ${record.id}`)}&body=${encodeURIComponent(
        `Error: ${record.message}\nURL: ${window.location.href}\nTime: ${record.timestamp}\nError ID: ${record.id}\n`,
      )}`
    : `mailto:${SUPPORT_EMAIL}`
  return (
    <main id="main-content" className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <AlertTriangle className="mx-auto size-12 text-danger" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold">{tr('errorPage.title', 'Oops! Something went wrong')}</h1>
        <p className="mt-2 text-slate-600">
          {/* product §8 "Application error", word for word; in English when translations failed. */}
          {ready
            ? t('errorPage.emailUs', { email: SUPPORT_EMAIL })
            : `Something went wrong. Please try again or email us at ${SUPPORT_EMAIL}.`}
        </p>
        {record && (
          <p className="mt-4 text-sm text-slate-600">
            {/* The colon is in the text: French puts a space before it. */}
            {tr('errorPage.errorId', 'Error ID:')}{' '}
            <code className="whitespace-nowrap rounded bg-slate-100 px-1.5 py-0.5 font-mono text-ink">
              {record.id}
            </code>
          </p>
        )}
        {count > ERROR_HINT_THRESHOLD && (
          <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="cache-hint">
            {tr(
              'errorPage.cacheHint',
              'This keeps happening. Clearing your browser cache or using another browser often helps.',
            )}
          </p>
        )}
        {/* Labels never break inside a button: a third button that does not fit goes to its own row. */}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
          <Button className="whitespace-nowrap" onClick={() => window.location.reload()}>
            {tr('errorPage.tryAgain', 'Try Again')}
          </Button>
          <a className={buttonClasses('secondary', 'md', 'whitespace-nowrap')} href="/">
            {tr('errorPage.home', 'Go to Homepage')}
          </a>
          <a className={buttonClasses('ghost', 'md', 'whitespace-nowrap')} href={mailto}>
            {tr('errorPage.support', 'Contact Support')}
          </a>
        </div>
      </div>
    </main>
  )
}
