import type { UiLanguage } from '@shared/i18n/languages'
import { withSingleSentenceEnd } from '@shared/text/sentence-end'

/**
 * Email templates as admins saved them: a subject and a plain-text body with named
 * placeholders such as {{name}} and {{url}} (email-body.ts reads its paragraphs, quote and button).
 * renderEmail uses the saved version of a template when there is one; the email-templates module keeps the saved versions in memory (loaded at start,
 * updated on save, re-read every few seconds for other instances) and plugs them in here.
 */
export interface SavedTemplate {
  subject: string
  body: string
}

export type SavedTemplateLookup = (template: string, language: UiLanguage) => SavedTemplate | null

let lookup: SavedTemplateLookup | null = null

/** The saved versions renderEmail reads from now on (null: the built-in texts only). */
export function useSavedTemplates(source: SavedTemplateLookup | null): void {
  lookup = source
}

export function savedVersion(template: string, language: UiLanguage): SavedTemplate | null {
  return lookup?.(template, language) ?? null
}

/** Every variable an email can be given; each template uses some of them. */
export const EMAIL_VARIABLE_NAMES = [
  'name',
  'url',
  'project',
  'other',
  'reason',
  'reference',
  'company',
  'detail',
  'hours',
  'until',
] as const
export type EmailVariableName = (typeof EMAIL_VARIABLE_NAMES)[number]

/**
 * The variables a subject may hold: text the server makes (a job's category and place, a
 * reference, a setting). Names, companies, reasons and details are someone's own words, and a
 * subject is what a recipient trusts at a glance.
 */
export const SUBJECT_VARIABLE_NAMES: readonly EmailVariableName[] = ['project', 'reference', 'hours']

const PLACEHOLDER = /\{\{\s*([A-Za-z]+)\s*\}\}/g

/** The placeholder names a text uses, in order of first appearance. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))]
}

/** Replaces each {{name}} with its value, in one pass (a value's own braces are never read as one). */
export function fillPlaceholders(text: string, vars: Partial<Record<string, string>>): string {
  return withSingleSentenceEnd(text.replace(PLACEHOLDER, (whole, key: string) => vars[key] ?? whole))
}

/**
 * A subject, filled: only server-made placeholders take their value; a version saved before subjects
 * were limited keeps its other placeholders, and they read as nothing.
 */
export function fillSubject(subject: string, vars: Partial<Record<string, string>>): string {
  const allowed = Object.fromEntries(
    EMAIL_VARIABLE_NAMES.map((name) => [
      name,
      SUBJECT_VARIABLE_NAMES.includes(name) ? (vars[name] ?? '') : '',
    ]),
  )
  return fillPlaceholders(subject, allowed).replace(/\s+/g, ' ').trim()
}
