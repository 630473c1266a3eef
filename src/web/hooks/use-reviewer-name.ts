import { useTranslation } from 'react-i18next'

/** A review's signature as the page shows it: the author's name, or "LuxPro customer" in the page's language when unnamed. */
export function useReviewerName(): (authorName: string | null) => string {
  const { t } = useTranslation('common')
  return (authorName) => authorName ?? t('reviews.unnamedReviewer')
}
