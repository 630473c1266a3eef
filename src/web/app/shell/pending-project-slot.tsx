import { roleOf } from '@shared/accounts/user-types'
import { useAuth } from '@web/lib/auth/auth-context'
import { lazy, Suspense } from 'react'

const PendingProjectCard = lazy(async () => ({
  default: (await import('@web/features/quotes/pending/pending-project-card')).PendingProjectCard,
}))

/**
 * Where a customer finds the project they typed before registering, on every page. Its own
 * component: signing in re-renders it alone, and its code loads for signed-in customers only.
 */
export function PendingProjectSlot() {
  const { user } = useAuth()
  if (!user || roleOf(user.type) !== 'customer') return null
  return (
    <Suspense fallback={null}>
      <PendingProjectCard />
    </Suspense>
  )
}
