import { adminAccessContract } from './admin-access-contract'
import { adminAnalyticsContract } from './admin-analytics-contract'
import { adminApplicationsContract } from './admin-applications-contract'
import { adminBillingContract } from './admin-billing-contract'
import { adminContentContract } from './admin-content-contract'
import { adminEmailTemplatesContract } from './admin-email-templates-contract'
import { adminImportContract } from './admin-import-contract'
import { adminOverviewContract } from './admin-overview-contract'
import { adminProvidersContract } from './admin-providers-contract'
import { adminSettingsContract } from './admin-settings-contract'
import { adminSupportContract } from './admin-support-contract'
import { adminSystemContract } from './admin-system-contract'
import { adminUsersContract } from './admin-users-contract'
import { adminVerificationContract } from './admin-verification-contract'
import { assistantContract } from './assistant-contract'
import { authContract } from './auth-contract'
import { catalogContract } from './catalog-contract'
import type { Operation } from './operation'
import { partnersContract } from './partners-contract'
import { profileContract } from './profile-contract'
import { providersContract } from './providers-contract'
import { quotesContract } from './quotes-contract'
import { savedContract } from './saved-contract'
import { showcaseContract } from './showcase-contract'
import { siteContract } from './site-contract'
import { supportContract } from './support-contract'
import { templatesContract } from './templates-contract'
import { workspaceContract } from './workspace-contract'

/**
 * Every operation of the contract, by area (ADR 078): the test that the server registers each once
 * and the API document lists it reads this table. An admin area may hold an admin table
 * (`defineAdminResource`): its operations one level down. Routes not declared here (health, metrics,
 * the provider match, the Stripe webhook, image files) are registered by their module as before.
 */
export const API_CONTRACT = {
  catalog: catalogContract,
  providers: providersContract,
  showcase: showcaseContract,
  saved: savedContract,
  assistant: assistantContract,
  quotes: quotesContract,
  templates: templatesContract,
  profile: profileContract,
  workspace: workspaceContract,
  partners: partnersContract,
  support: supportContract,
  site: siteContract,
  auth: authContract,
  adminOverview: adminOverviewContract,
  adminAccounts: adminUsersContract,
  adminProviders: adminProvidersContract,
  adminContent: adminContentContract,
  adminImport: adminImportContract,
  adminApplications: adminApplicationsContract,
  adminVerification: adminVerificationContract,
  adminSupport: adminSupportContract,
  adminAccess: adminAccessContract,
  adminBilling: adminBillingContract,
  adminSettings: adminSettingsContract,
  adminEmailTemplates: adminEmailTemplatesContract,
  adminAnalytics: adminAnalyticsContract,
  adminSystem: adminSystemContract,
} satisfies Record<string, Record<string, Operation | Record<string, Operation>>>

const isOperation = (entry: object): entry is Operation => 'method' in entry && 'path' in entry

/** Every operation, those of an admin table (its list, export, detail, batch) one by one. */
export const contractOperations = (): Operation[] =>
  Object.values(API_CONTRACT).flatMap((area) =>
    Object.values(area).flatMap((entry: Operation | Record<string, Operation>) =>
      isOperation(entry) ? [entry] : Object.values(entry),
    ),
  )
