import {
  CreditBalanceSchema,
  CreditRefillSchema,
  CurrentUserInfoSchema,
} from '@shared/accounts/account-schemas'
import {
  AccountBulkSchema,
  AccountCreateSchema,
  AccountDeleteSchema,
  AccountDetailSchema,
  AccountEditSchema,
  AccountFilterQuerySchema,
  AccountIdParamsSchema,
  AccountListQuerySchema,
  AccountPageSchema,
  AccountRoleSchema,
  AccountStatusSchema,
  AccountVerifySchema,
  CreditAdjustSchema,
  CreditBalanceAnswerSchema,
} from '@shared/admin/account-admin-schemas'
import { AdminActionResultSchema } from '@shared/admin/admin-common-schemas'
import { ApiErrorSchema } from '@shared/http/api-error'
import { z } from 'zod'
import { defineAdminResource } from './admin-resource'
import { defineOperation } from './operation'
import { errorResponses } from './responses'

const tags = ['admin']
const Done = { 200: AdminActionResultSchema }

/** /api/admin/users: people's accounts (ADR 076, 078). */
export const adminUsersContract = {
  users: defineAdminResource({
    path: '/api/admin/users',
    list: {
      summary: 'Accounts, one page: search, filters, sort',
      query: AccountListQuerySchema,
      response: AccountPageSchema,
    },
    export: {
      summary: 'The filtered accounts as CSV (UTF-8 with BOM), streamed',
      file: 'Accounts as CSV',
      filters: AccountFilterQuerySchema,
    },
    detail: {
      summary: 'One account with its listings, credits, projects, requests and audit trail',
      params: AccountIdParamsSchema,
      response: AccountDetailSchema,
    },
    bulk: { summary: 'One action on the selected accounts, all or none', body: AccountBulkSchema },
  }),
  create: defineOperation({
    method: 'POST',
    path: '/api/admin/users',
    access: 'admin',
    tags,
    summary: 'Create an account (verified); the person gets an email to choose a password',
    body: AccountCreateSchema,
    responses: { 201: z.object({ id: z.string() }), ...errorResponses(400, 409, 413, 415) },
  }),
  edit: defineOperation({
    method: 'PATCH',
    path: '/api/admin/users/:id',
    access: 'admin',
    tags,
    summary: 'Correct an account: name, language, place, phone',
    params: AccountIdParamsSchema,
    body: AccountEditSchema,
    responses: { ...Done, ...errorResponses(400, 404, 413, 415) },
  }),
  setStatus: defineOperation({
    method: 'POST',
    path: '/api/admin/users/:id/status',
    access: 'admin',
    tags,
    summary: 'Activate or deactivate (cannot sign in, sessions end, listings hidden)',
    params: AccountIdParamsSchema,
    body: AccountStatusSchema,
    responses: { ...Done, ...errorResponses(400, 404, 409, 413, 415) },
  }),
  setRole: defineOperation({
    method: 'POST',
    path: '/api/admin/users/:id/role',
    access: 'admin',
    tags,
    summary: 'Change the role (customer, provider, admin)',
    params: AccountIdParamsSchema,
    body: AccountRoleSchema,
    responses: { ...Done, ...errorResponses(400, 404, 409, 413, 415) },
  }),
  setVerified: defineOperation({
    method: 'POST',
    path: '/api/admin/users/:id/verify',
    access: 'admin',
    tags,
    summary: 'Mark the account verified or not',
    params: AccountIdParamsSchema,
    body: AccountVerifySchema,
    responses: { ...Done, ...errorResponses(400, 404, 413, 415) },
  }),
  adjustCredits: defineOperation({
    method: 'POST',
    path: '/api/admin/users/:id/credits',
    access: 'admin',
    tags: ['admin', 'credits'],
    summary: 'Refill or adjust credits, with the reason written to the ledger',
    params: AccountIdParamsSchema,
    body: CreditAdjustSchema,
    responses: { 200: CreditBalanceAnswerSchema, ...errorResponses(400, 404, 409, 413, 415) },
  }),
  sendPasswordReset: defineOperation({
    method: 'POST',
    path: '/api/admin/users/:id/password-reset',
    access: 'admin',
    tags,
    summary: 'Email the person a password reset link, in their language',
    params: AccountIdParamsSchema,
    responses: { ...Done, ...errorResponses(400, 404) },
  }),
  delete: defineOperation({
    method: 'POST',
    path: '/api/admin/users/:id/delete',
    access: 'admin',
    tags,
    summary: 'Erase an account (the same erasure as the person’s own), the email typed to confirm',
    params: AccountIdParamsSchema,
    body: AccountDeleteSchema,
    responses: { ...Done, ...errorResponses(400, 404, 409, 413, 415) },
  }),
  refillCredits: defineOperation({
    method: 'POST',
    path: '/api/admin/credits/refill',
    access: 'admin',
    tags: ['credits', 'admin'],
    summary: 'Refill an account’s credits (admins)',
    body: CreditRefillSchema,
    responses: { 200: CreditBalanceSchema, 404: ApiErrorSchema },
  }),
  /** Under /api/admin for history, but any signed-in account asks it: the console asks before it knows the role. */
  currentUser: defineOperation({
    method: 'GET',
    path: '/api/admin/users/current/info',
    access: 'signedIn',
    tags: ['profiles'],
    summary: 'Who is calling: id, email, name, type (admin check)',
    responses: { 200: CurrentUserInfoSchema },
  }),
}
