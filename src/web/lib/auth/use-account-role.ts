import { type Role, roleOf } from '@shared/accounts/user-types'
import { useAuth } from './auth-context'

/** The signed-in account's role, or null for a visitor (an email-link provider, for instance). */
export function useAccountRole(): Role | null {
  const { user } = useAuth()
  return user ? roleOf(user.type) : null
}
