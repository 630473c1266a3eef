import { cn } from '@web/components/ui/cn'
import { useTranslation } from 'react-i18next'

/**
 * The visible "Illustration" tag laid over a drawn image, so nobody takes it for a business's work.
 * Hidden from assistive technology: the image's alt text already starts with the same word.
 */
export function IllustrationLabel({ className }: { className?: string }) {
  const { t } = useTranslation('common')
  return (
    <span
      aria-hidden="true"
      data-testid="illustration-label"
      className={cn(
        'pointer-events-none absolute rounded-md bg-ink/80 px-1.5 py-0.5 text-xs font-medium text-white',
        className ?? 'bottom-2 left-2',
      )}
    >
      {t('illustration')}
    </span>
  )
}
