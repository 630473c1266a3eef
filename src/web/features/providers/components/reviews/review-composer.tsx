import type { Review } from '@shared/providers/provider-profile-schemas'
import { LocalizedLink } from '@web/components/localized-link'
import { Callout } from '@web/components/ui/callout'
import { useReviewEligibility } from '@web/features/providers/api/get-review-eligibility'
import { richText } from '@web/i18n/rich-text'
import { useAuth } from '@web/lib/auth/auth-context'
import { Info } from 'lucide-react'
import { lazy, type ReactNode, Suspense } from 'react'
import { useTranslation } from 'react-i18next'

// The form and its validation serve only a customer who may review: out of the profile's first load.
const ReviewForm = lazy(async () => ({ default: (await import('./review-form')).ReviewForm }))

/**
 * Where a review can be written: the form for an eligible customer, otherwise why not (signed out,
 * no completed request, already reviewed). The server decides; this only shows its answer.
 */
export function ReviewComposer({
  slug,
  providerName,
  published,
  onPublished,
}: {
  slug: string
  providerName: string
  published: boolean
  onPublished: (review: Review) => void
}) {
  const { t } = useTranslation('providers')
  const { status } = useAuth()
  const eligibility = useReviewEligibility(slug)

  if (published) return <Callout tone="success" title={t('reviewForm.success')} />
  if (status === 'initialising') return null
  if (status === 'signedOut') {
    const login = `/auth?redirect=${encodeURIComponent(`/providers/${slug}`)}`
    return (
      <Note>
        {richText(t('eligibility.signedOut', { name: providerName }), {
          loginLink: (text) => (
            <LocalizedLink to={login} className="font-medium text-brand-700 underline underline-offset-2">
              {text}
            </LocalizedLink>
          ),
        })}
      </Note>
    )
  }
  if (eligibility.isPending) return <Note>{t('eligibility.checking')}</Note>
  if (eligibility.isError) return <Note>{t('eligibility.failed')}</Note>
  if (eligibility.data.eligible) {
    return (
      <Suspense fallback={<Note>{t('eligibility.checking')}</Note>}>
        <ReviewForm slug={slug} providerName={providerName} onPublished={onPublished} />
      </Suspense>
    )
  }
  return <Note>{t(`eligibility.${eligibility.data.reason}`, { name: providerName })}</Note>
}

function Note({ children }: { children: ReactNode }) {
  return (
    <p className="flex gap-2 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
      <Info className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
      <span>{children}</span>
    </p>
  )
}
