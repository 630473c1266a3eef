import { formatNumber } from '@shared/format/number'
import type { Review, ReviewPage } from '@shared/providers/provider-profile-schemas'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { workspaceApi, workspaceKeys } from '@web/features/workspace/api/workspace-api'
import { WorkspacePanel } from '@web/features/workspace/components/workspace-panel'
import { useReviewerName } from '@web/hooks/use-reviewer-name'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatLongDate } from '@web/lib/format/date'
import { MessageSquareReply, Pencil, Star } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ReviewReplyForm } from './review-reply-form'

/** The reviews of the provider's business, newest first, each with its public reply or a way to write one. */
export function ReviewsSection() {
  const { t } = useTranslation('workspace')
  const [page, setPage] = useState(1)
  const reviews = useQuery({
    queryKey: workspaceKeys.reviewPage(page),
    queryFn: () => workspaceApi.reviews(page),
    placeholderData: keepPreviousData,
  })
  return (
    <WorkspacePanel
      id="reviews"
      title={t('reviews.title')}
      lead={t('reviews.lead')}
      query={reviews}
      failed={t('reviews.loadFailed')}
    >
      {(data) => <ReviewList data={data} onPage={setPage} />}
    </WorkspacePanel>
  )
}

function ReviewList({ data, onPage }: { data: ReviewPage; onPage: (page: number) => void }) {
  const { t } = useTranslation('workspace')
  const language = useUiLanguage()
  if (data.total === 0) return <p className="text-slate-700">{t('reviews.empty')}</p>
  const pages = Math.ceil(data.total / data.pageSize)
  return (
    <div className="space-y-4">
      <p className="font-medium text-ink">
        {t('reviews.count', { count: data.total, formattedCount: formatNumber(data.total, language) })}
      </p>
      <ul className="space-y-3">
        {data.items.map((review) => (
          <li key={review.id}>
            <ReviewItem review={review} />
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label={t('reviews.pages')} className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" disabled={data.page <= 1} onClick={() => onPage(data.page - 1)}>
            {t('reviews.previous')}
          </Button>
          <span className="text-sm text-slate-700">
            {t('reviews.pageOf', {
              page: formatNumber(data.page, language),
              pages: formatNumber(pages, language),
            })}
          </span>
          <Button variant="secondary" disabled={data.page >= pages} onClick={() => onPage(data.page + 1)}>
            {t('reviews.next')}
          </Button>
        </nav>
      )}
    </div>
  )
}

function ReviewItem({ review }: { review: Review }) {
  const { t } = useTranslation('workspace')
  const language = useUiLanguage()
  const authorName = useReviewerName()(review.authorName)
  const [editing, setEditing] = useState(false)
  return (
    <Card>
      <article aria-labelledby={`dashboard-review-${review.id}`}>
        <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h3 id={`dashboard-review-${review.id}`} className="font-semibold text-ink">
            {authorName}
          </h3>
          <p className="flex flex-wrap items-center gap-x-3 text-sm text-slate-600">
            <span
              className="flex items-center gap-0.5"
              role="img"
              aria-label={t('reviews.stars', { rating: review.rating })}
            >
              {[1, 2, 3, 4, 5].map((n) => (
                <Star
                  key={n}
                  className={
                    n <= review.rating ? 'size-4 fill-amber-400 text-amber-500' : 'size-4 text-slate-300'
                  }
                  aria-hidden="true"
                />
              ))}
            </span>
            <time dateTime={review.createdAt}>{formatLongDate(review.createdAt, language)}</time>
          </p>
        </header>
        <p lang={review.language} className="mt-2 whitespace-pre-line text-slate-800">
          {review.text}
        </p>
        {editing ? (
          <ReviewReplyForm review={review} onDone={() => setEditing(false)} />
        ) : review.reply ? (
          <div className="mt-4 rounded-lg border-l-4 border-brand-600 bg-slate-50 p-4">
            <p className="flex flex-wrap items-center gap-x-2 text-sm">
              <MessageSquareReply className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
              <span className="font-semibold text-ink">{t('reviews.yourReply')}</span>
              {review.repliedAt && (
                <span className="text-slate-600">
                  {t('reviews.repliedOn', { date: formatLongDate(review.repliedAt, language) })}
                </span>
              )}
            </p>
            <p className="mt-1 whitespace-pre-line text-slate-700" data-user-text>
              {review.reply}
            </p>
            <Button size="sm" variant="ghost" className="mt-2" onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden="true" />
              {t('reviews.editReply')}
              <span className="sr-only"> {t('reviews.replyTo', { name: authorName })}</span>
            </Button>
          </div>
        ) : (
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <span className="text-sm text-slate-600">{t('reviews.noReply')}</span>
            <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
              <MessageSquareReply className="size-4" aria-hidden="true" />
              {t('reviews.reply')}
              <span className="sr-only"> ({authorName})</span>
            </Button>
          </div>
        )}
      </article>
    </Card>
  )
}
