import { emailTemplate } from '@server/db/schema/index'
import { type AdminRoutes, adminRoute } from '@server/http/admin-route'
import { DomainError } from '@server/http/domain-error'
import { actorOf, recordAudit } from '@server/modules/audit/audit-log'
import { emailFooter } from '@server/modules/mail/email-footer'
import { renderEmailSource } from '@server/modules/mail/render-email'
import {
  type EmailVariableName,
  placeholdersIn,
  SUBJECT_VARIABLE_NAMES,
} from '@server/modules/mail/saved-templates'
import { emailTemplateNames } from '@server/modules/mail/templates'
import type { EmailTemplateInput } from '@shared/admin/email-template-schemas'
import { adminEmailTemplatesContract } from '@shared/api/admin-email-templates-contract'
import { and, eq } from 'drizzle-orm'
import { builtInVersion, createTemplateStore, isEmailTemplate, templateVariables } from './template-store'

const RELOAD_MS = 5_000

/** A placeholder the email is not given would be sent as written: refuse it, naming the ones it has. */
function checkPlaceholders(input: EmailTemplateInput, variables: string[]) {
  const unknown = placeholdersIn(`${input.subject}\n${input.body}`).filter(
    (name) => !variables.includes(name),
  )
  if (unknown.length > 0)
    throw new DomainError(
      'validation_error',
      400,
      unknown.map((name) => ({
        path: input.subject.includes(name) ? 'subject' : 'body',
        message: `{{${name}}} is not a placeholder of this email. Use: ${variables.map((v) => `{{${v}}}`).join(', ')}.`,
      })),
    )
  const inSubject = variables.filter((name) => SUBJECT_VARIABLE_NAMES.includes(name as EmailVariableName))
  const personal = placeholdersIn(input.subject).filter((name) => !inSubject.includes(name))
  if (personal.length > 0)
    throw new DomainError(
      'validation_error',
      400,
      personal.map((name) => ({
        path: 'subject',
        message: `{{${name}}} is someone's own text and cannot be in a subject. Use it in the body${inSubject.length > 0 ? `, or ${inSubject.map((v) => `{{${v}}}`).join(', ')} in the subject` : ''}.`,
      })),
    )
}

/** Sample values for previews and test emails. */
const sampleVars = (publicUrl: string) => ({
  name: 'Anne Schmit',
  url: `${publicUrl}/my-requests`,
  project: 'Repaint the living room (30 m²)',
  other: 'Sanitaire Weber',
  reason: 'The request was sent twice by mistake.',
  reference: 'LP-2026-0042',
  company: 'Jardins Kieffer',
  detail: 'Could you send a copy of your insurance certificate?',
  hours: '24',
})

/**
 * Email templates: every email the product sends, per language, editable by admins
 * (subject and plain-text body with the email's own placeholders), previewed with sample data, sent
 * as a test to the admin, reset to the built-in text. The outbox renders the saved version.
 */
export const emailTemplateAdminRoutes: AdminRoutes = async (app) => {
  const db = () => app.deps.database.db
  const store = createTemplateStore(db())
  // A database out of reach at start must not stop the start (the API answers 503 meanwhile): the
  // built-in texts serve until a reload finds the saved versions.
  await store.reload().catch((error: unknown) => {
    app.log.warn({ err: error }, 'saved email templates not loaded yet: the built-in texts are used')
  })
  const timer = setInterval(() => void store.reload().catch(() => {}), RELOAD_MS)
  timer.unref()
  app.addHook('onClose', async () => clearInterval(timer))

  const known = (template: string) => {
    if (!isEmailTemplate(template)) throw new DomainError('not_found', 404)
    return template
  }

  return [
    adminRoute(adminEmailTemplatesContract.list, async () => {
      const rows = await db().select().from(emailTemplate)
      const savedAt = (template: string, language: string) =>
        rows.find((row) => row.template === template && row.language === language)?.updatedAt.toISOString() ??
        null
      return {
        items: emailTemplateNames().map((template) => ({
          template,
          variables: templateVariables(template),
          saved: { en: savedAt(template, 'en'), fr: savedAt(template, 'fr'), de: savedAt(template, 'de') },
        })),
      }
    }),
    adminRoute(adminEmailTemplatesContract.get, async (request) => {
      const template = known(request.params.template)
      const { language } = request.params
      const [row] = await db()
        .select()
        .from(emailTemplate)
        .where(and(eq(emailTemplate.template, template), eq(emailTemplate.language, language)))
      const version = row ?? builtInVersion(template, language)
      return {
        template,
        language,
        subject: version.subject,
        body: version.body,
        variables: templateVariables(template),
        savedAt: row?.updatedAt.toISOString() ?? null,
        savedBy: row?.updatedBy ?? null,
      }
    }),
    adminRoute(adminEmailTemplatesContract.save, async (request) => {
      const template = known(request.params.template)
      const { language } = request.params
      checkPlaceholders(request.body, templateVariables(template))
      const actor = actorOf(request)
      const { subject, body } = request.body
      await db().transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(emailTemplate)
          .where(and(eq(emailTemplate.template, template), eq(emailTemplate.language, language)))
        await tx
          .insert(emailTemplate)
          .values({ template, language, subject, body, updatedBy: actor.email })
          .onConflictDoUpdate({
            target: [emailTemplate.template, emailTemplate.language],
            set: { subject, body, updatedAt: new Date(), updatedBy: actor.email },
          })
        await recordAudit(tx, actor, {
          action: 'template.update',
          targetType: 'template',
          targetId: `${template}:${language}`,
          before: before ? { subject: before.subject, body: before.body } : null,
          after: { subject, body },
        })
      })
      store.set(template, language, { subject, body })
      return { ok: true as const, affected: 1 }
    }),
    adminRoute(adminEmailTemplatesContract.reset, async (request) => {
      const template = known(request.params.template)
      const { language } = request.params
      const actor = actorOf(request)
      const affected = await db().transaction(async (tx) => {
        const removed = await tx
          .delete(emailTemplate)
          .where(and(eq(emailTemplate.template, template), eq(emailTemplate.language, language)))
          .returning({ subject: emailTemplate.subject, body: emailTemplate.body })
        if (removed.length > 0)
          await recordAudit(tx, actor, {
            action: 'template.reset',
            targetType: 'template',
            targetId: `${template}:${language}`,
            before: removed[0] ?? null,
          })
        return removed.length
      })
      store.set(template, language, null)
      return { ok: true as const, affected }
    }),
    adminRoute(adminEmailTemplatesContract.preview, async (request) => {
      const template = known(request.params.template)
      checkPlaceholders(request.body, templateVariables(template))
      const { language } = request.params
      const publicUrl = app.deps.config.PUBLIC_URL
      // The layout the email is sent in; a preview has no recipient, so no unsubscribe link.
      const footer = emailFooter({ publicUrl }, { to: '', language, topic: null })
      return renderEmailSource(request.body, {
        language,
        values: sampleVars(publicUrl),
        publicUrl,
        footer: footer.links,
      })
    }),
    adminRoute(adminEmailTemplatesContract.sendTest, async (request) => {
      const template = known(request.params.template)
      const { language } = request.params
      const actor = actorOf(request)
      await db().transaction(async (tx) => {
        await recordAudit(tx, actor, {
          action: 'template.test',
          targetType: 'template',
          targetId: `${template}:${language}`,
          after: { sentTo: request.caller?.email ?? null },
        })
      })
      await app.mailer.send({
        to: request.caller?.email ?? '',
        userId: request.caller?.userId ?? null,
        template,
        language,
        vars: sampleVars(app.deps.config.PUBLIC_URL),
      })
      return { ok: true as const, affected: 1 }
    }),
  ]
}
