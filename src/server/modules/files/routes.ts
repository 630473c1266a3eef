import { callerOf } from '@server/http/access'
import { DomainError } from '@server/http/domain-error'
import { serveOperation } from '@server/http/operation-route'
import { templatesContract } from '@shared/api/templates-contract'
import { TEMPLATE_FILE_TYPES, TemplateFieldsSchema } from '@shared/workspace/workspace-schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { fileRemovalJob } from './file-removals'
import type { FileKind } from './file-store'
import { fileDisposition, sendStoredFile } from './send-stored-file'
import { createTemplate, deleteTemplate, findTemplate, listTemplates, makeDefault } from './template-service'
import { acceptUploads, receiveUpload } from './upload'

/** Templates (product §5): PDF, DOCX or XLSX by content, at most 10 MB, a name; one default per account. */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db
  const files = app.fileStore
  await acceptUploads(app)
  // Files of deleted rows that the storage refused to delete at once (ADR 037).
  app.jobs.schedule(fileRemovalJob((file) => files.remove(file.kind as FileKind, file.storedName)))

  serveOperation(app, templatesContract.list, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    return { items: await listTemplates(db(), callerOf(request).userId) }
  })

  serveOperation(app, templatesContract.upload, async (request, reply) => {
    const { fields, file } = await receiveUpload(request, TemplateFieldsSchema, TEMPLATE_FILE_TYPES)
    const created = await createTemplate(db(), files, callerOf(request).userId, {
      ...fields,
      fileName: file.fileName,
      kind: file.type,
      bytes: file.bytes,
    })
    return reply.code(201).send(created)
  })

  serveOperation(app, templatesContract.download, async (request, reply) => {
    const row = await findTemplate(db(), callerOf(request).userId, request.params.id)
    if (!row) throw new DomainError('not_found', 404)
    const file = await files.open('templates', row.storedName)
    if (!file) throw new DomainError('not_found', 404)
    return sendStoredFile(
      reply,
      { ...file, type: TEMPLATE_FILE_TYPES[row.kind] },
      { cacheControl: 'private, no-store', disposition: fileDisposition('attachment', row.fileName) },
    )
  })

  serveOperation(app, templatesContract.makeDefault, async (request) => {
    const { userId } = callerOf(request)
    if (!(await makeDefault(db(), userId, request.params.id))) throw new DomainError('not_found', 404)
    return { items: await listTemplates(db(), userId) }
  })

  serveOperation(app, templatesContract.remove, async (request) => {
    const { userId } = callerOf(request)
    if (!(await deleteTemplate(db(), files, userId, request.params.id)))
      throw new DomainError('not_found', 404)
    return { items: await listTemplates(db(), userId) }
  })
}
