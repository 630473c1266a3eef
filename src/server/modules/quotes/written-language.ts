import type { AssistantLanguage } from '@shared/i18n/languages'

/**
 * The assistant's language detector (assistant/understanding/written-language.ts), which buildApp
 * passes in: the assistant sends its projects through this module, so this module cannot import
 * the assistant (ADR 013). Reviews use the same one.
 */
export type WrittenLanguageDetector = (text: string, fallback?: AssistantLanguage) => AssistantLanguage

declare module 'fastify' {
  interface FastifyInstance {
    writtenLanguage: WrittenLanguageDetector
  }
}
