import type { UiLanguage } from '@shared/i18n/languages'
import { useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import {
  type LegalBlock,
  type LegalDocument,
  type LegalDocumentFile,
  LegalDocumentFileSchema,
  type LegalDocumentId,
} from './legal-document-schema'

// Each document is its own chunk, so legal text never weighs on the main bundle.
const documentFiles = import.meta.glob<{ default: unknown }>('../content/*.json')

export interface LoadedLegalDocument {
  document: LegalDocument
  /** The language the text is in: English when the interface language has no version yet. */
  language: UiLanguage
  /** True when the text is the English version because the requested language has none. */
  isFallback: boolean
}

export class LegalDocumentMissingError extends Error {
  constructor(readonly documentId: LegalDocumentId) {
    super(`No text for legal document ${documentId}`)
    this.name = 'LegalDocumentMissingError'
  }
}

export async function getLegalDocument(
  id: LegalDocumentId,
  language: UiLanguage,
): Promise<LoadedLegalDocument> {
  const candidates: UiLanguage[] = language === 'en' ? ['en'] : [language, 'en']
  for (const candidate of candidates) {
    const load = documentFiles[`../content/${id}.${candidate}.json`]
    if (!load) continue
    const { default: raw } = await load()
    return {
      document: await filledIn(LegalDocumentFileSchema.parse(raw), candidate),
      language: candidate,
      isFallback: candidate !== language,
    }
  }
  throw new LegalDocumentMissingError(id)
}

/** The file's browser-storage table gets its rows from the one list of what the browser keeps. */
async function filledIn(file: LegalDocumentFile, language: UiLanguage): Promise<LegalDocument> {
  const needsRows = file.sections.some((section) =>
    section.blocks.some((block) => block.type === 'browser-storage'),
  )
  const rows = needsRows
    ? (await import('@web/features/legal/content/browser-storage')).browserStorageRows(language)
    : []
  return {
    ...file,
    sections: file.sections.map((section) => ({
      ...section,
      blocks: section.blocks.map(
        (block): LegalBlock =>
          block.type === 'browser-storage' ? { type: 'table', head: block.head, rows } : block,
      ),
    })),
  }
}

/** The document's cache key and loader (the server renders the page with it). */
export function legalDocumentRequest(id: LegalDocumentId, language: UiLanguage) {
  return { queryKey: ['legal-document', id, language] as const, load: () => getLegalDocument(id, language) }
}

export function useLegalDocument(id: LegalDocumentId, language: UiLanguage) {
  const request = legalDocumentRequest(id, language)
  const query = useQuery({
    queryKey: request.queryKey,
    queryFn: request.load,
    staleTime: Number.POSITIVE_INFINITY,
    retry: (failureCount, error) => !(error instanceof LegalDocumentMissingError) && failureCount < 1,
  })
  // Switching language keeps the current text on screen until the new one has loaded.
  const shown = useRef<LoadedLegalDocument | undefined>(undefined)
  if (query.data) shown.current = query.data
  return { ...query, data: query.data ?? shown.current }
}
