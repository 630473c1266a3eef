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

export const LegalBlockSchema = z.discriminatedUnion('type', [ParagraphBlock, ListBlock, TableBlock])
export type LegalBlock = z.infer<typeof LegalBlockSchema>

export const LegalSectionSchema = z.object({
  id: z.string().min(1),
  heading: z.string(),
  blocks: z.array(LegalBlockSchema),
})
export type LegalSection = z.infer<typeof LegalSectionSchema>

export const LegalDocumentSchema = z.object({
  title: z.string(),
  summary: z.string(),
  updated: z.string(),
  sections: z.array(LegalSectionSchema),
})
export type LegalDocument = z.infer<typeof LegalDocumentSchema>
