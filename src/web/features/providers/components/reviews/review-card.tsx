import type { Review } from '@shared/providers/provider-profile-schemas'
import { ReportButton } from '@web/components/report-dialog'
import { TranslateToggle } from '@web/components/translate-toggle'
import { Badge } from '@web/components/ui/badge'
import { cn } from '@web/components/ui/cn'
import { WrittenIn } from '@web/components/written-in'
import { RatingStars } from '@web/features/providers/components/rating-stars'
import { useReviewerName } from '@web/hooks/use-reviewer-name'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatLongDate } from '@web/lib/format/date'
import { MessageSquareReply, UserCheck } from 'lucide-react'
import { forwardRef } from 'react'
import { useTranslation } from 'react-i18next'

/** One review: author, stars, date, text (in its own language), the verified tag and the provider's reply. */
export const ReviewCard = forwardRef<HTMLElement, { review: Review; providerName: string; isOwn?: boolean }>(
  function ReviewCard({ review, providerName, isOwn = false }, ref) {
    const { t } = useTranslation('providers')
    const language = useUiLanguage()
    const reviewerName = useReviewerName()
    return (
      <article
        ref={ref}
        tabIndex={-1}
        aria-labelledby={`review-${review.id}-author`}
        className={cn(
          'scroll-mt-24 rounded-[var(--radius-card)] border bg-white p-5 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600',
          isOwn ? 'border-brand-600' : 'border-slate-200',
        )}
      >
        <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <div>
            <h3 id={`review-${review.id}-author`} className="font-semibold text-ink">
              {reviewerName(review.authorName)}
            </h3>
            <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
              <RatingStars
                rating={review.rating}
                size="sm"
                label={t('reviews.starsLabel', { rating: review.rating })}
              />
              <time dateTime={review.createdAt} className="text-sm text-slate-600">
                {formatLongDate(review.createdAt, language)}
              </time>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            {isOwn && <Badge tone="brand">{t('reviews.new')}</Badge>}
            {review.verifiedCustomer && (
              <Badge tone="success" icon={<UserCheck className="size-4 shrink-0" aria-hidden="true" />}>
                {t('reviews.verifiedCustomer')}
                <span className="sr-only">: {t('reviews.verifiedCustomerHint')}</span>
              </Badge>
            )}
          </div>
        </header>
        <p lang={review.language} className="mt-3 whitespace-pre-line leading-relaxed text-slate-800">
          {review.text}
        </p>
        <WrittenIn language={review.language} className="mt-1 text-xs text-slate-600" />
        <TranslateToggle kind="review" id={review.id} language={review.language} />
        {review.reply && (
          <div className="mt-4 rounded-lg border-l-4 border-brand-600 bg-slate-50 p-4">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm">
              <MessageSquareReply className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
              <span className="font-semibold text-ink">{t('reviews.reply', { name: providerName })}</span>
              {review.repliedAt && (
                <time dateTime={review.repliedAt} className="text-slate-600">
                  {formatLongDate(review.repliedAt, language)}
                </time>
              )}
            </p>
            <p className="mt-1 whitespace-pre-line text-slate-700">{review.reply}</p>
          </div>
        )}
        <footer className="mt-2 flex justify-end">
          <ReportButton targetType="review" targetId={review.id} />
        </footer>
      </article>
    )
  },
)
