import { CustomerDashboard } from '@web/features/quotes/customer/customer-dashboard'
import { ProviderInbox } from '@web/features/quotes/provider/components/provider-inbox'
import { useAccountRole } from '@web/features/quotes/provider/hooks/use-account-role'

/**
 * /dashboard/requests (login-gated): a provider's inbox of incoming quote requests; a customer's
 * dashboard of their own projects. Admins see the provider side (they pass every provider check).
 */
export function DashboardRequestsPage() {
  const role = useAccountRole()
  return role === 'customer' ? <CustomerDashboard /> : <ProviderInbox />
}
