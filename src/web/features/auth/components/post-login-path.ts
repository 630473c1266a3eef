import type { Role } from '@shared/accounts/user-types'
import { redirectTarget } from './redirect-target'

const HOME_BY_ROLE: Record<Role, string> = {
  provider: '/dashboard/requests',
  admin: '/admin/dashboard',
  customer: '/my-requests',
}

/** Back to the page that sent the person here (same-site only), else the home of their role. */
export function postLoginPath(redirect: string | null, role: Role): string {
  return redirectTarget(redirect) ?? HOME_BY_ROLE[role]
}
