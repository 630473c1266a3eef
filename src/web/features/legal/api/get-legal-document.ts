import type { UiLanguage } from '@shared/i18n/languages'
import { useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { type LegalDocument, type LegalDocumentId, LegalDocumentSchema } from './legal-document-schema'

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
      document: LegalDocumentSchema.parse(raw),
      language: candidate,
      isFallback: candidate !== language,
    }
  }
  throw new LegalDocumentMissingError(id)
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
