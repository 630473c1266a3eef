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
 * and the API document lists it reads this table. Routes not yet declared here are registered by
 * their module as before.
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
} satisfies Record<string, Record<string, Operation>>

export const contractOperations = (): Operation[] =>
  Object.values(API_CONTRACT).flatMap((area) => Object.values(area))
