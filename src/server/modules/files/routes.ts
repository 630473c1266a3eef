import multipart from '@fastify/multipart'
import { callerOf } from '@server/http/access'
import { sendNotFound } from '@server/http/errors'
import { ApiErrorSchema } from '@shared/http/api-error'
import {
  IdParamsSchema,
  TEMPLATE_FILE_TYPES,
  TemplateFieldsSchema,
  TemplateListSchema,
  TemplateSchema,
} from '@shared/workspace/workspace-schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { storedFileName } from './file-name'
import { createFileStore } from './file-store'
import { createTemplate, deleteTemplate, findTemplate, listTemplates, makeDefault } from './template-service'
import { templateKindOf } from './template-type'
import {
  readUpload,
  requireFile,
  sendFieldErrors,
  sendUploadError,
  UPLOAD_LIMITS,
  UploadError,
} from './upload'

/** SPEC §5 templates: PDF, DOCX or XLSX by content, at most 10 MB, a name; one default per account. */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db
  const files = createFileStore(app.deps.config.DATA_DIR)
  await app.register(multipart, { limits: UPLOAD_LIMITS })

  app.get(
    '/api/templates',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['templates'],
        summary: 'My templates, the default first',
        response: { 200: TemplateListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return { items: await listTemplates(db(), callerOf(request).userId) }
    },
  )

  app.post(
    '/api/templates',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['templates'],
        summary: 'Upload a template (multipart: file, name, description, isDefault)',
        consumes: ['multipart/form-data'],
        response: { 201: TemplateSchema, 400: ApiErrorSchema, 413: ApiErrorSchema, 415: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      try {
        const upload = await readUpload(request)
        const parsed = TemplateFieldsSchema.safeParse(upload.fields)
        if (!parsed.success) return sendFieldErrors(request, reply, parsed.error.issues)
        const file = requireFile(upload)
        const kind = await templateKindOf(file.bytes)
        if (!kind) throw new UploadError('file_type_not_allowed', 415)
        // Checked before anything is stored: a refused name leaves no row and no file.
        const fileName = storedFileName(file.fileName, `template.${kind}`)
        if (fileName === null) throw new UploadError('file_name_invalid', 400)
        const created = await createTemplate(db(), files, callerOf(request).userId, {
          ...parsed.data,
          fileName,
          kind,
          bytes: file.bytes,
        })
        return reply.code(201).send(created)
      } catch (error) {
        return sendUploadError(request, reply, error)
      }
    },
  )

  app.get(
    '/api/templates/:id/download',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['templates'], summary: 'Download one of my templates', params: IdParamsSchema },
    },
    async (request, reply) => {
      const row = await findTemplate(db(), callerOf(request).userId, request.params.id)
      if (!row) return sendNotFound(request, reply)
      const bytes = await files.read('templates', row.storedName)
      if (!bytes) return sendNotFound(request, reply)
      return reply
        .header('content-type', TEMPLATE_FILE_TYPES[row.kind])
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(row.fileName)}`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(bytes)
    },
  )

  app.post(
    '/api/templates/:id/default',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['templates'],
        summary: 'Make one of my templates the default',
        params: IdParamsSchema,
        response: { 200: TemplateListSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { userId } = callerOf(request)
      if (!(await makeDefault(db(), userId, request.params.id))) return sendNotFound(request, reply)
      return { items: await listTemplates(db(), userId) }
    },
  )

  app.delete(
    '/api/templates/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['templates'],
        summary: 'Delete one of my templates (and its file)',
        params: IdParamsSchema,
        response: { 200: TemplateListSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { userId } = callerOf(request)
      if (!(await deleteTemplate(db(), files, userId, request.params.id))) return sendNotFound(request, reply)
      return { items: await listTemplates(db(), userId) }
    },
  )
}
