import type { Database } from '@server/db/client'
import { emailTemplate } from '@server/db/schema/index'
import {
  EMAIL_VARIABLE_NAMES,
  placeholdersIn,
  useSavedTemplates as plugSavedTemplates,
  type SavedTemplate,
} from '@server/modules/mail/saved-templates'
import { builtInSource, type EmailTemplate, emailTemplateNames } from '@server/modules/mail/templates'
import type { UiLanguage } from '@shared/i18n/languages'

const key = (template: string, language: UiLanguage) => `${template}:${language}`

/**
 * The saved versions, in memory for the mailer (read without a query on each email): loaded at start,
 * replaced on each save or reset, and re-read every few seconds so other instances' saves arrive.
 */
export function createTemplateStore(db: Database) {
  let saved = new Map<string, SavedTemplate>()
  const reload = async () => {
    const rows = await db.select().from(emailTemplate)
    saved = new Map(
      rows.map((row) => [key(row.template, row.language), { subject: row.subject, body: row.body }]),
    )
  }
  plugSavedTemplates((template, language) => saved.get(key(template, language)) ?? null)
  return {
    reload,
    set(template: string, language: UiLanguage, version: SavedTemplate | null) {
      if (version) saved.set(key(template, language), version)
      else saved.delete(key(template, language))
    },
  }
}
export type TemplateStore = ReturnType<typeof createTemplateStore>

export const isEmailTemplate = (template: string): template is EmailTemplate =>
  (emailTemplateNames() as string[]).includes(template)

/** The built-in text of an email with its placeholders left in: what an admin starts editing from. */
export const builtInVersion = (template: EmailTemplate, language: UiLanguage): SavedTemplate =>
  builtInSource(template, language)

/** The placeholders an email can use: those its built-in text uses, in any language. */
export function templateVariables(template: EmailTemplate): string[] {
  const used = new Set<string>()
  for (const language of ['en', 'fr', 'de'] as const) {
    const version = builtInVersion(template, language)
    for (const name of placeholdersIn(`${version.subject}\n${version.body}`)) used.add(name)
  }
  return EMAIL_VARIABLE_NAMES.filter((name) => used.has(name))
}
