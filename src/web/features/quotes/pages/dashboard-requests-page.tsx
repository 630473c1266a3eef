import { ConversationsView } from '@web/features/quotes/conversations/conversations-view'
import { CustomerDashboard } from '@web/features/quotes/customer/customer-dashboard'
import { ProviderInbox } from '@web/features/quotes/provider/components/provider-inbox'
import { useAccountRole } from '@web/lib/auth/use-account-role'
import { useSearchParams } from 'react-router'

/**
 * /dashboard/requests (login-gated): a provider's inbox of incoming quote requests; a customer's
 * dashboard of their own projects. Admins see the provider side (they pass every provider check).
 * `?view=messages` shows the conversations of either side.
 */
export function DashboardRequestsPage() {
  const role = useAccountRole()
  const [params] = useSearchParams()
  if (params.get('view') === 'messages') return <ConversationsView />
  return role === 'customer' ? <CustomerDashboard /> : <ProviderInbox />
}
