import { z } from 'zod'

export const LEGAL_DOCUMENTS = [
  'privacy-policy',
  'terms-of-service',
  'cookie-policy',
  'gdpr',
  'about',
] as const
export type LegalDocumentId = (typeof LEGAL_DOCUMENTS)[number]

export function isLegalDocumentId(value: string): value is LegalDocumentId {
  return (LEGAL_DOCUMENTS as readonly string[]).includes(value)
}

const ParagraphBlock = z.object({ type: z.literal('p'), text: z.string() })
const ListBlock = z.object({ type: z.literal('list'), items: z.array(z.string()) })
const TableBlock = z.object({
  type: z.literal('table'),
  head: z.array(z.string()),
  rows: z.array(z.array(z.string())),
})

/** The cookie policy's table of what the browser keeps: its rows come from content/browser-storage.ts. */
const BrowserStorageBlock = z.object({ type: z.literal('browser-storage'), head: z.array(z.string()) })

/** A block as a document file writes it. */
const LegalFileBlockSchema = z.discriminatedUnion('type', [
  ParagraphBlock,
  ListBlock,
  TableBlock,
  BrowserStorageBlock,
])
type LegalFileBlock = z.infer<typeof LegalFileBlockSchema>

/** A block as the page renders it (the browser-storage table filled in). */
export type LegalBlock = Exclude<LegalFileBlock, { type: 'browser-storage' }>

export const LegalDocumentFileSchema = z.object({
  title: z.string(),
  summary: z.string(),
  updated: z.string(),
  sections: z.array(
    z.object({
      id: z.string().min(1),
      heading: z.string(),
      blocks: z.array(LegalFileBlockSchema),
    }),
  ),
})

export type LegalDocumentFile = z.infer<typeof LegalDocumentFileSchema>

export interface LegalSection {
  id: string
  heading: string
  blocks: LegalBlock[]
}

export interface LegalDocument {
  title: string
  summary: string
  updated: string
  sections: LegalSection[]
}
