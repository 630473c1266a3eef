import { AdminActionResultSchema } from '@shared/admin/admin-common-schemas'
import {
  EmailPreviewSchema,
  EmailTemplateDetailSchema,
  EmailTemplateInputSchema,
  EmailTemplateListSchema,
  EmailTemplateParamsSchema,
} from '@shared/admin/email-template-schemas'
import { defineOperation } from './operation'
import { errorResponses } from './responses'

const tags = ['admin']

/** Email templates: every email the product sends, per language, editable by admins (ADR 076, 078). */
export const adminEmailTemplatesContract = {
  list: defineOperation({
    method: 'GET',
    path: '/api/admin/email-templates',
    access: 'admin',
    tags,
    summary: 'Every email the product sends, with its placeholders and saved versions',
    responses: { 200: EmailTemplateListSchema },
  }),
  get: defineOperation({
    method: 'GET',
    path: '/api/admin/email-templates/:template/:language',
    access: 'admin',
    tags,
    summary: 'One email in one language: the saved version, or the built-in text',
    params: EmailTemplateParamsSchema,
    responses: { 200: EmailTemplateDetailSchema, ...errorResponses(400, 404) },
  }),
  save: defineOperation({
    method: 'PUT',
    path: '/api/admin/email-templates/:template/:language',
    access: 'admin',
    tags,
    summary: 'Save an admin version of an email (its placeholders only); the outbox uses it from now on',
    params: EmailTemplateParamsSchema,
    body: EmailTemplateInputSchema,
    responses: { 200: AdminActionResultSchema, ...errorResponses(400, 404, 413, 415) },
  }),
  reset: defineOperation({
    method: 'DELETE',
    path: '/api/admin/email-templates/:template/:language',
    access: 'admin',
    tags,
    summary: 'Reset an email to its built-in text',
    params: EmailTemplateParamsSchema,
    responses: { 200: AdminActionResultSchema, ...errorResponses(400, 404) },
  }),
  preview: defineOperation({
    method: 'POST',
    path: '/api/admin/email-templates/:template/:language/preview',
    access: 'admin',
    tags,
    summary: 'Render a draft of an email with sample data (nothing saved or sent)',
    params: EmailTemplateParamsSchema,
    body: EmailTemplateInputSchema,
    responses: { 200: EmailPreviewSchema, ...errorResponses(400, 404, 413, 415) },
  }),
  sendTest: defineOperation({
    method: 'POST',
    path: '/api/admin/email-templates/:template/:language/test',
    access: 'admin',
    tags,
    summary:
      'Send the email as it is now sent (saved version or built-in) to the signed-in admin, with sample data',
    params: EmailTemplateParamsSchema,
    responses: { 200: AdminActionResultSchema, ...errorResponses(400, 404) },
  }),
}
