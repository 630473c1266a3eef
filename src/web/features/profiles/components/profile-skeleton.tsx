import { Card } from '@web/components/ui/card'
import { Skeleton } from '@web/components/ui/skeleton'
import { useTranslation } from 'react-i18next'

/** The shape of the profile form while it loads. */
export function ProfileSkeleton() {
  const { t } = useTranslation('profiles')
  return (
    <div className="space-y-6">
      <p role="status" className="sr-only">
        {t('profile.loading')}
      </p>
      {[4, 6, 3].map((fields, section) => (
        <Card key={fields} className="space-y-4">
          <Skeleton className="h-6 w-48" />
          <div className="grid gap-4 sm:grid-cols-2">
            {Array.from({ length: fields }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed, never reordered shapes
              <div key={`${section}-${index}`} className="space-y-2">
                <Skeleton className="h-4 w-28" />
                <Skeleton className="h-11 w-full" />
              </div>
            ))}
          </div>
        </Card>
      ))}
    </div>
  )
}
