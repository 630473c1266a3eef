import { roleOf } from '@shared/accounts/user-types'
import { useAuth } from '@web/lib/auth/auth-context'
import { lazy, Suspense } from 'react'

const SavedMerge = lazy(async () => ({
  default: (await import('@web/features/saved/components/saved-merge')).SavedMerge,
}))

/**
 * Where the providers a visitor saved in this browser join their account once they sign in as a
 * customer, on whatever page that happens (ADR 065). Its code loads for signed-in customers only.
 */
export function SavedMergeSlot() {
  const { user } = useAuth()
  if (!user || roleOf(user.type) !== 'customer') return null
  return (
    <Suspense fallback={null}>
      <SavedMerge />
    </Suspense>
  )
}
