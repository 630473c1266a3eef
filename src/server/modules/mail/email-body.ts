import { fillPlaceholders } from './saved-templates'

/**
 * One part of an email's body, in the order the reader meets it: a paragraph; the quote (someone's
 * own words, a reason, a code or an amount, set apart from the text around it); the button.
 */
export type BodyBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'quote'; text: string }
  | { kind: 'action'; label: string; url: string; lead: string }

/** A paragraph that is a label, a colon and the email's link alone: the button. */
const ACTION_LINE = /^(([^\n]+?)\s*:\s*)\{\{\s*url\s*\}\}$/
/** A paragraph that is the detail alone: the quote. */
const QUOTE_LINE = /^\{\{\s*detail\s*\}\}$/

/**
 * The blocks of a body as written, built in or saved by an admin, placeholders still in: paragraphs
 * are separated by a blank line; the first `Label: {{url}}` paragraph is the button; a paragraph
 * that is `{{detail}}` alone is the quote. Read before the values go in, so nothing a person typed
 * (a name, a message) can make a button or a quote.
 */
export function parseBody(body: string): BodyBlock[] {
  let button = false
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph): BodyBlock => {
      const action = button ? null : ACTION_LINE.exec(paragraph)
      if (action?.[1] && action[2]) {
        button = true
        // The text part keeps the line as written ("Cliquez ici : " with French spacing).
        return { kind: 'action', label: action[2], url: '{{url}}', lead: action[1] }
      }
      if (QUOTE_LINE.test(paragraph)) return { kind: 'quote', text: paragraph }
      return { kind: 'paragraph', text: paragraph }
    })
}

/** The blocks with their values; a block left empty (a template without its detail) is dropped. */
export function fillBody(blocks: BodyBlock[], vars: Partial<Record<string, string>>): BodyBlock[] {
  return blocks.flatMap((block): BodyBlock[] => {
    if (block.kind === 'action') {
      const url = fillPlaceholders(block.url, vars).trim()
      const fill = (text: string) => fillPlaceholders(text, vars)
      return url ? [{ ...block, label: fill(block.label), lead: fill(block.lead), url }] : []
    }
    const text = fillPlaceholders(block.text, vars).trim()
    return text ? [{ ...block, text }] : []
  })
}

/** The plain-text part: the blocks as written, the button as its line `Label: link`. */
export function bodyText(blocks: BodyBlock[]): string {
  return blocks
    .map((block) => (block.kind === 'action' ? `${block.lead}${block.url}` : block.text))
    .join('\n\n')
}

/** A salutation ("Hello Anne,"): one short line ending with a comma. */
const isSalutation = (text: string) => !text.includes('\n') && text.length <= 80 && text.endsWith(',')

/** The preview line an inbox shows after the subject: the first words past the salutation. */
export function preheaderOf(blocks: BodyBlock[], fallback: string): string {
  const first = blocks.find((block) => block.kind === 'paragraph' && !isSalutation(block.text))
  const text = first && first.kind === 'paragraph' ? first.text.replace(/\s+/g, ' ') : fallback
  return text.length > 140 ? `${text.slice(0, 139).trimEnd()}…` : text
}

/** A link as the reader's client needs it: absolute, on the public address when given as a path. */
export function absoluteUrl(url: string, publicUrl: string): string {
  if (/^https?:\/\//i.test(url)) return url
  try {
    return new URL(url, publicUrl).toString()
  } catch {
    return url
  }
}
