import {
  IdParamsSchema,
  TEMPLATE_FILE_TYPES,
  TemplateListSchema,
  TemplateSchema,
} from '@shared/workspace/workspace-schemas'
import { defineOperation } from './operation'
import { errorResponses, fileResponse } from './responses'

/** Document templates a signed-in person keeps (quote and invoice layouts) (ADR 078). */
export const templatesContract = {
  list: defineOperation({
    method: 'GET',
    path: '/api/templates',
    access: 'signedIn',
    tags: ['templates'],
    summary: 'My templates, the default first',
    responses: { 200: TemplateListSchema, ...errorResponses(401, 429, 503) },
  }),
  upload: defineOperation({
    method: 'POST',
    path: '/api/templates',
    access: 'signedIn',
    tags: ['templates'],
    summary: 'Upload a template (multipart: file, name, description, isDefault)',
    consumes: ['multipart/form-data'],
    responses: { 201: TemplateSchema, ...errorResponses(400, 401, 403, 413, 415, 429, 503, 507) },
  }),
  download: defineOperation({
    method: 'GET',
    path: '/api/templates/:id/download',
    access: 'signedIn',
    tags: ['templates'],
    summary: 'Download one of my templates',
    params: IdParamsSchema,
    responses: {
      200: fileResponse('The template file', Object.values(TEMPLATE_FILE_TYPES)),
      ...errorResponses(400, 401, 404, 429, 503),
    },
  }),
  makeDefault: defineOperation({
    method: 'POST',
    path: '/api/templates/:id/default',
    access: 'signedIn',
    tags: ['templates'],
    summary: 'Make one of my templates the default',
    params: IdParamsSchema,
    responses: { 200: TemplateListSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 429, 503) },
  }),
  remove: defineOperation({
    method: 'DELETE',
    path: '/api/templates/:id',
    access: 'signedIn',
    tags: ['templates'],
    summary: 'Delete one of my templates (and its file)',
    params: IdParamsSchema,
    responses: { 200: TemplateListSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 429, 503) },
  }),
}
