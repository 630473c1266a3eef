import { REDIRECTS_TO_HOME } from '@shared/routes/app-routes'
import { Suspense } from 'react'
import { Navigate, type RouteObject, useRoutes } from 'react-router'
import { RequireAuth } from './auth/require-auth'
import { RequireRole } from './auth/require-role'
import { devRoutes } from './dev-routes'
import { lazyPage } from './lazy-page'
import { RedirectHome } from './redirect-home'
import { Layout } from './shell/layout'
import { LoadingFallback } from './shell/loading-fallback'

/** Lazy too: only unknown paths need it, and it would otherwise weigh on every first load. */
const NotFoundPage = lazyPage(() => import('./not-found-page'), 'NotFoundPage')
const LandingPage = lazyPage(() => import('@web/features/landing/pages/landing-page'), 'LandingPage')
const AccessPage = lazyPage(() => import('@web/features/access/pages/access-page'), 'AccessPage')
const RegisterPage = lazyPage(() => import('@web/features/auth/pages/register-page'), 'RegisterPage')
const AuthPage = lazyPage(() => import('@web/features/auth/pages/auth-page'), 'AuthPage')
const LegalPage = lazyPage(() => import('@web/features/legal/pages/legal-page'), 'LegalPage')
const HowItWorksPage = lazyPage(() => import('@web/features/info/pages/how-it-works-page'), 'HowItWorksPage')
const ContactPage = lazyPage(() => import('@web/features/info/pages/contact-page'), 'ContactPage')
const DirectoryPage = lazyPage(() => import('@web/features/directory/pages/directory-page'), 'DirectoryPage')
const ProviderProfilePage = lazyPage(
  () => import('@web/features/providers/pages/provider-profile-page'),
  'ProviderProfilePage',
)
const ReviewPolicyPage = lazyPage(
  () => import('@web/features/providers/pages/review-policy-page'),
  'ReviewPolicyPage',
)
const DeclinePage = lazyPage(() => import('@web/features/quotes/pages/decline-page'), 'DeclinePage')
const DeclineSuccessPage = lazyPage(
  () => import('@web/features/quotes/pages/decline-success-page'),
  'DeclineSuccessPage',
)
const QuoteResponsePage = lazyPage(
  () => import('@web/features/quotes/pages/quote-response-page'),
  'QuoteResponsePage',
)
const MyRequestsPage = lazyPage(() => import('@web/features/quotes/pages/my-requests-page'), 'MyRequestsPage')
const SavedPage = lazyPage(() => import('@web/features/saved/pages/saved-page'), 'SavedPage')
const TemplatesPage = lazyPage(() => import('@web/features/quotes/pages/templates-page'), 'TemplatesPage')
const DashboardRequestsPage = lazyPage(
  () => import('@web/features/quotes/pages/dashboard-requests-page'),
  'DashboardRequestsPage',
)
const PortfolioPage = lazyPage(() => import('@web/features/workspace/pages/portfolio-page'), 'PortfolioPage')
const DashboardLayout = lazyPage(() => import('@web/app/dashboard/dashboard-layout'), 'DashboardLayout')
const ProfilePage = lazyPage(() => import('@web/features/profiles/pages/profile-page'), 'ProfilePage')
const SettingsPage = lazyPage(() => import('@web/features/profiles/pages/settings-page'), 'SettingsPage')
const ApplyPage = lazyPage(() => import('@web/features/partners/pages/apply-page'), 'ApplyPage')
const AnswerPage = lazyPage(() => import('@web/features/partners/pages/answer-page'), 'AnswerPage')
const PricingPage = lazyPage(() => import('@web/features/partners/pages/pricing-page'), 'PricingPage')
const BillingPage = lazyPage(() => import('@web/features/partners/pages/billing-page'), 'BillingPage')
const OverviewPage = lazyPage(() => import('@web/features/workspace/pages/overview-page'), 'OverviewPage')
const AdminApplicationsPage = lazyPage(
  () => import('@web/features/admin/applications/applications-queue'),
  'AdminApplicationsPage',
)
const AdminApplicationPage = lazyPage(
  () => import('@web/features/admin/applications/application-detail'),
  'AdminApplicationPage',
)
const AdminInvoicesPage = lazyPage(
  () => import('@web/features/admin/billing/admin-invoices-page'),
  'AdminInvoicesPage',
)
const BankStatementsPage = lazyPage(
  () => import('@web/features/admin/billing/bank-statements-page'),
  'BankStatementsPage',
)
const AdminVerificationPage = lazyPage(
  () => import('@web/features/admin/verification/verification-queue-page'),
  'AdminVerificationPage',
)
const AdminSupportPage = lazyPage(
  () => import('@web/features/admin/support/support-inbox-page'),
  'AdminSupportPage',
)
const AdminSupportThreadPage = lazyPage(
  () => import('@web/features/admin/support/support-thread-page'),
  'AdminSupportThreadPage',
)
const SupportReplyPage = lazyPage(
  () => import('@web/features/support/pages/support-reply-page'),
  'SupportReplyPage',
)
const AdminShell = lazyPage(() => import('./admin/admin-shell'), 'AdminShell')
const AdminDashboardPage = lazyPage(
  () => import('@web/features/admin/pages/admin-dashboard-page'),
  'AdminDashboardPage',
)
const AdminAnalyticsPage = lazyPage(
  () => import('@web/features/admin/pages/admin-analytics-page'),
  'AdminAnalyticsPage',
)
const AdminTechnicalPage = lazyPage(
  () => import('@web/features/admin/pages/admin-technical-page'),
  'AdminTechnicalPage',
)
const AdminUsersPage = lazyPage(() => import('@web/features/admin/users/admin-users-page'), 'AdminUsersPage')
const AdminUserPage = lazyPage(() => import('@web/features/admin/users/admin-user-page'), 'AdminUserPage')
const AdminProvidersPage = lazyPage(
  () => import('@web/features/admin/providers/admin-providers-page'),
  'AdminProvidersPage',
)
const AdminProviderPage = lazyPage(
  () => import('@web/features/admin/providers/admin-provider-page'),
  'AdminProviderPage',
)
const AdminUnmatchedPage = lazyPage(
  () => import('@web/features/admin/pages/admin-unmatched-page'),
  'AdminUnmatchedPage',
)
const AdminProjectsPage = lazyPage(
  () => import('@web/features/admin/marketplace/admin-projects-page'),
  'AdminProjectsPage',
)
const AdminProjectPage = lazyPage(
  () => import('@web/features/admin/marketplace/admin-project-page'),
  'AdminProjectPage',
)
const AdminQuotesPage = lazyPage(
  () => import('@web/features/admin/marketplace/admin-quotes-page'),
  'AdminQuotesPage',
)
const AdminSettingsPage = lazyPage(
  () => import('@web/features/admin/system/admin-settings-page'),
  'AdminSettingsPage',
)
const AdminBackupsPage = lazyPage(
  () => import('@web/features/admin/system/admin-backups-page'),
  'AdminBackupsPage',
)
const AdminAccessCodesPage = lazyPage(
  () => import('@web/features/admin/access/admin-access-codes-page'),
  'AdminAccessCodesPage',
)
const AdminWaitingListPage = lazyPage(
  () => import('@web/features/admin/access/admin-waiting-list-page'),
  'AdminWaitingListPage',
)
const AdminLogsPage = lazyPage(() => import('@web/features/admin/system/admin-logs-page'), 'AdminLogsPage')
const AdminImportPage = lazyPage(
  () => import('@web/features/admin/import/admin-import-page'),
  'AdminImportPage',
)
const AdminEmailTemplatesPage = lazyPage(
  () => import('@web/features/admin/system/admin-email-templates-page'),
  'AdminEmailTemplatesPage',
)
const SimulationPage = lazyPage(
  () => import('@web/features/dev-tools/pages/simulation-page'),
  'SimulationPage',
)

const legal = (doc: string): RouteObject => ({ path: doc, element: <LegalPage key={doc} /> })
const gated = (element: React.ReactNode) => <RequireAuth>{element}</RequireAuth>
/** Inside the dashboard (already behind RequireAuth): pages only a provider can use. */
const forProviders = (element: React.ReactNode) => <RequireRole only="provider">{element}</RequireRole>

const pages: RouteObject[] = [
  { index: true, element: <LandingPage /> },
  { path: 'access', element: <AccessPage /> },
  ...Object.keys(REDIRECTS_TO_HOME).map((path) => ({ path, element: <RedirectHome /> })),
  { path: 'register', element: <RegisterPage /> },
  legal('privacy-policy'),
  legal('terms-of-service'),
  legal('cookie-policy'),
  legal('gdpr'),
  legal('about'),
  { path: 'contact', element: <ContactPage /> },
  { path: 'support/reply', element: <SupportReplyPage /> },
  { path: 'how-it-works', element: <HowItWorksPage /> },
  { path: 'auth', element: <AuthPage /> },
  { path: 'directory', element: <DirectoryPage /> },
  { path: 'providers/:slug', element: <ProviderProfilePage /> },
  { path: 'review-policy', element: <ReviewPolicyPage /> },
  { path: 'decline', element: <DeclinePage /> },
  { path: 'partners/apply', element: <ApplyPage /> },
  { path: 'partners/apply/answer', element: <AnswerPage /> },
  { path: 'pricing', element: <PricingPage /> },
  { path: 'decline-success', element: <DeclineSuccessPage /> },
  { path: 'demo/simulation', element: <SimulationPage /> },
  {
    path: 'dashboard',
    element: gated(<DashboardLayout />),
    children: [
      { index: true, element: <Navigate to="/dashboard/requests" replace /> },
      { path: 'requests', element: <DashboardRequestsPage /> },
      { path: 'portfolio', element: forProviders(<PortfolioPage />) },
      { path: 'overview', element: forProviders(<OverviewPage />) },
      { path: 'billing', element: forProviders(<BillingPage />) },
    ],
  },
  { path: 'profile', element: gated(<ProfilePage />) },
  {
    path: 'my-requests',
    element: gated(
      <RequireRole only="customer" page>
        <MyRequestsPage />
      </RequireRole>,
    ),
  },
  {
    path: 'saved',
    element: gated(
      <RequireRole only="customer" page>
        <SavedPage />
      </RequireRole>,
    ),
  },
  { path: 'settings', element: gated(<SettingsPage />) },
  { path: 'templates', element: gated(<TemplatesPage />) },
  { path: 'business/quote-requests/:requestId', element: <QuoteResponsePage /> },
  { path: 'provider/quotes/:requestId', element: <QuoteResponsePage /> },
  { path: '*', element: <NotFoundPage /> },
]

/** The admin workspace, in its own frame rather than the public site's (ADR 068). */
const admin: RouteObject = {
  path: 'admin',
  // product §6: guarded by an admin check; the server's answer decides once accounts exist.
  element: gated(
    <Suspense fallback={<LoadingFallback />}>
      <AdminShell />
    </Suspense>,
  ),
  children: [
    { index: true, element: <Navigate to="/admin/dashboard" replace /> },
    { path: 'dashboard', element: <AdminDashboardPage /> },
    { path: 'users', element: <AdminUsersPage /> },
    { path: 'users/:id', element: <AdminUserPage /> },
    { path: 'providers', element: <AdminProvidersPage /> },
    { path: 'providers/:id', element: <AdminProviderPage /> },
    { path: 'analytics', element: <AdminAnalyticsPage /> },
    { path: 'analytics/technical', element: <AdminTechnicalPage /> },
    { path: 'unmatched-requests', element: <AdminUnmatchedPage /> },
    { path: 'projects', element: <AdminProjectsPage /> },
    { path: 'projects/:id', element: <AdminProjectPage /> },
    { path: 'quotes', element: <AdminQuotesPage /> },
    { path: 'settings', element: <AdminSettingsPage /> },
    { path: 'access-codes', element: <AdminAccessCodesPage /> },
    { path: 'waiting-list', element: <AdminWaitingListPage /> },
    { path: 'import', element: <AdminImportPage /> },
    { path: 'email-templates', element: <AdminEmailTemplatesPage /> },
    { path: 'logs', element: <AdminLogsPage /> },
    { path: 'backups', element: <AdminBackupsPage /> },
    { path: 'applications', element: <AdminApplicationsPage /> },
    { path: 'applications/:id', element: <AdminApplicationPage /> },
    { path: 'support', element: <AdminSupportPage /> },
    { path: 'verification', element: <AdminVerificationPage /> },
    { path: 'invoices', element: <AdminInvoicesPage /> },
    { path: 'payments', element: <BankStatementsPage /> },
    { path: 'support/:id', element: <AdminSupportThreadPage /> },
  ],
}

// A production build has no developer page: Vite writes false here and drops them and their chunks.
export const routes: RouteObject[] = [
  { element: <Layout />, children: import.meta.env.DEV ? [...pages, ...devRoutes()] : pages },
  admin,
]

/** The route tree, rendered inside a BrowserRouter (browser) or a StaticRouter (pre-rendering). */
export function AppRoutes() {
  return useRoutes(routes)
}
