import { DomainError } from '@server/http/domain-error'
import { serveOperation } from '@server/http/operation-route'
import { fileDisposition, sendStoredFile } from '@server/modules/files/send-stored-file'
import { openStoredImage } from '@server/modules/files/stored-image'
import { acceptUploads, receiveUpload } from '@server/modules/files/upload'
import { quotesContract } from '@shared/api/quotes-contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ATTACHMENT_UPLOAD_TYPES,
  attachmentsOfMessages,
  findReadableAttachment,
  purgeUnsentAttachments,
  uploadAttachment,
} from './message-attachments'
import { addMessage } from './quote-messages'
import { quoteRouteSupport } from './quote-route-support'
import { toMessage } from './quote-views'

const HOUR_MS = 60 * 60 * 1000

/** Messages between the customer and the provider of one request, with their photos and PDFs. */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps, open } = quoteRouteSupport(app)
  const db = () => app.deps.database.db
  const files = app.fileStore
  await acceptUploads(app)

  serveOperation(app, quotesContract.sendMessage, async (request, reply) => {
    const found = await open(request, request.params.id, request.query.token, ['customer', 'provider'])
    if (!found) throw new DomainError('quote_request_unavailable', 404)
    const from = found.viewer === 'customer' ? 'customer' : 'provider'
    const senderUserId = found.caller?.userId ?? null
    const { body, attachmentIds } = request.body
    const row = await addMessage(deps(), found.context, from, body, senderUserId, attachmentIds)
    const attachments = await attachmentsOfMessages(db(), [row.id])
    return reply.code(201).send(toMessage(row, attachments.get(row.id), app.writtenLanguage))
  })

  serveOperation(app, quotesContract.addAttachment, async (request, reply) => {
    const found = await open(request, request.params.id, request.query.token, ['customer', 'provider'])
    if (!found) throw new DomainError('quote_request_unavailable', 404)
    const { file } = await receiveUpload(request, z.object({}), ATTACHMENT_UPLOAD_TYPES)
    const side = found.viewer === 'customer' ? 'customer' : 'provider'
    // From the email link, the file is the listing owner's (erased with their account).
    const uploaderUserId =
      found.caller?.userId ?? (side === 'provider' ? found.context.provider.ownerUserId : null)
    const uploaded = await uploadAttachment(
      db(),
      files,
      { context: found.context, side, uploaderUserId },
      file,
    )
    return reply.code(201).send(uploaded)
  })

  serveOperation(app, quotesContract.attachment, async (request, reply) => {
    const found = await open(request, request.params.id, request.query.token, [
      'customer',
      'provider',
      'admin',
    ])
    if (!found) throw new DomainError('quote_request_unavailable', 404)
    const row = await findReadableAttachment(
      db(),
      found.context.request.id,
      request.params.attachmentId,
      found.viewer,
    )
    const file =
      row &&
      (row.kind === 'photo'
        ? await openStoredImage(files, 'message-attachments', row, request.query.v)
        : request.query.v === undefined &&
          (await files
            .open('message-attachments', row.storedName)
            .then((f) => f && { ...f, type: row.mimeType })))
    if (!row || !file) throw new DomainError('not_found', 404)
    // A PDF is downloaded, never rendered in our origin; a photo is shown inline.
    return sendStoredFile(reply, file, {
      cacheControl: 'private, no-store',
      disposition: fileDisposition(row.kind === 'pdf' ? 'attachment' : 'inline', row.fileName),
    })
  })

  app.jobs.schedule({
    name: 'unsent-attachment-purge',
    everyMs: HOUR_MS,
    async run({ db: jobDb, log }) {
      const count = await purgeUnsentAttachments(jobDb, files)
      if (count > 0) log.info({ count }, 'unsent message files removed')
    },
  })
}
