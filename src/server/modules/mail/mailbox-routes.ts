import { outboxEmail } from '@server/db/schema/index'
import { RowIdParamSchema } from '@shared/http/row-id'
import { singleLineText } from '@shared/text/text-input'
import { desc, eq } from 'drizzle-orm'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} – LuxPro mailbox</title>
<style>body{font-family:system-ui,sans-serif;color:#0f172a;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.5;overflow-wrap:anywhere}
a{color:#0077a8}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #e2e8f0}
.note{background:#e6f6fc;padding:.75rem 1rem;border-radius:8px}pre{white-space:pre-wrap;background:#f8fafc;padding:1rem;border-radius:8px}</style>
</head><body><main>${body}</main></body></html>`

const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)

const MessageSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  template: z.string(),
  language: z.string(),
  status: z.string(),
  createdAt: z.string(),
})

/**
 * Outside production every stored email is readable here (product §7): a list, a message view with
 * working links, the HTML part as sent, and a JSON list for tests.
 */
export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db
  const list = (to?: string) =>
    db()
      .select()
      .from(outboxEmail)
      .where(to ? eq(outboxEmail.to, to.toLowerCase()) : undefined)
      .orderBy(desc(outboxEmail.createdAt), desc(outboxEmail.id))
      .limit(200)

  app.get(
    '/api/dev/mailbox',
    {
      config: { access: 'public' },
      schema: {
        tags: ['dev'],
        summary: 'Emails kept in the outbox (development mailbox)',
        querystring: z.object({ to: singleLineText({ max: 320 }).optional() }),
        response: { 200: z.object({ items: z.array(MessageSchema) }) },
      },
    },
    async (request) => ({
      items: (await list(request.query.to)).map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    }),
  )

  app.get(
    '/dev/mailbox',
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) => {
      const rows = await list()
      const body = rows.length
        ? `<table><thead><tr><th>When</th><th>To</th><th>Subject</th><th>Status</th></tr></thead><tbody>${rows
            .map(
              (m) =>
                `<tr><td>${m.createdAt.toISOString().replace('T', ' ').slice(0, 19)}</td><td>${escapeHtml(m.to)}</td><td><a href="/dev/mailbox/${m.id}">${escapeHtml(m.subject)}</a></td><td>${m.status}</td></tr>`,
            )
            .join('')}</tbody></table>`
        : '<p>No email yet. Register an account and its confirmation email shows up here.</p>'
      return reply
        .type('text/html; charset=utf-8')
        .send(
          page(
            'Mailbox',
            `<h1>Mailbox</h1><p class="note">Development only: every email LuxPro sends, newest first.</p>${body}`,
          ),
        )
    },
  )

  const emailById = async (id: number) =>
    (await db().select().from(outboxEmail).where(eq(outboxEmail.id, id)).limit(1))[0]
  const noSuchEmail = (reply: FastifyReply) =>
    reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send(page('Not found', '<h1>No such email</h1><p><a href="/dev/mailbox">Back to the mailbox</a></p>'))

  app.get(
    '/dev/mailbox/:id',
    {
      config: { access: 'public' },
      schema: { hide: true, params: z.object({ id: RowIdParamSchema }) },
    },
    async (request, reply) => {
      const m = await emailById(request.params.id)
      if (!m) return noSuchEmail(reply)
      return reply.type('text/html; charset=utf-8').send(
        page(
          m.subject,
          `<p><a href="/dev/mailbox">← Mailbox</a></p><h1>${escapeHtml(m.subject)}</h1>
<p>To: ${escapeHtml(m.to)} · ${m.createdAt.toISOString()} · ${m.language} · ${m.status} · <a href="/dev/mailbox/${m.id}/html">HTML version</a></p><pre>${linkify(m.text)}</pre>`,
        ),
      )
    },
  )

  app.get(
    '/dev/mailbox/:id/html',
    {
      config: { access: 'public' },
      schema: { hide: true, params: z.object({ id: RowIdParamSchema }) },
    },
    async (request, reply) => {
      const m = await emailById(request.params.id)
      if (!m) return noSuchEmail(reply)
      // The HTML part as a mail client receives it (rendered by the server, its values escaped).
      return reply.type('text/html; charset=utf-8').send(m.html)
    },
  )
}
