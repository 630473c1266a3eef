/** What the server writes into a page's <head> so crawlers see it before any script runs. */
export interface PageHead {
  title: string
  description: string
  canonical: string
  /** hreflang → URL, including x-default. */
  alternates: Record<string, string>
  /** Structured data (schema.org), each written as its own application/ld+json script. */
  jsonLd?: object | object[]
}

/** A page's head, or 404 when what the page names (a provider, a category) does not exist. */
export interface PageHeadResult {
  status: 200 | 404
  head: PageHead | null
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** JSON inside <script> must not be able to close the element or open a comment. */
const escapeJsonForScript = (value: object) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')

const DESCRIPTION_TAG = /<meta name="description" content="[^"]*"\s*\/?>/

/** Replaces the shell's title and description and adds canonical, hreflang links and JSON-LD. */
export function injectHead(html: string, head: PageHead, language: string): string {
  // Only the head is read and rewritten: a rendered page is 100–200 KB, its head a few.
  const headEnd = html.indexOf('</head>')
  if (headEnd < 0) return html
  const shellHead = html.slice(0, headEnd)
  const description = `<meta name="description" content="${escapeHtml(head.description)}" />`
  const hasDescription = DESCRIPTION_TAG.test(shellHead)
  const tags = [
    hasDescription ? '' : description,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...Object.entries(head.alternates).map(
      ([lang, href]) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(href)}" />`,
    ),
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(head.canonical)}" />`,
    ...[head.jsonLd ?? []]
      .flat()
      .map((data) => `<script type="application/ld+json">${escapeJsonForScript(data)}</script>`),
  ]
    .filter(Boolean)
    .join('\n    ')
  // Replacer functions: a "$&" in a business description must stay text, not a replacement pattern.
  const newHead = shellHead
    .replace(/<html([^>]*) lang="[^"]*"/, (_match, attributes) => `<html${attributes} lang="${language}"`)
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(DESCRIPTION_TAG, () => description)
  return `${newHead}    ${tags}\n  ${html.slice(headEnd)}`
}
