import type { AssistantLanguage } from '@shared/i18n/languages'
import { z } from 'zod'
import type { LlmClient } from './llm-client'

const LANGUAGE_NAMES: Record<AssistantLanguage, string> = {
  en: 'English',
  fr: 'French',
  de: 'German',
  lb: 'Luxembourgish (current official spelling)',
  pt: 'European Portuguese',
  it: 'Italian',
  es: 'Spanish',
}
const PhrasingSchema = z.object({ reply: z.string().min(1).max(2000) })
const PHRASING_JSON_SCHEMA = z.toJSONSchema(PhrasingSchema) as Record<string, unknown>

/** Every figure of the draft (amounts, km, ratings, postal codes), as digits only. */
const figuresOf = (text: string) =>
  (text.match(/\d+(?:[.,\u00a0\u202f ]\d+)*/g) ?? []).map((n) => n.replace(/\D/g, ''))

/**
 * The LLM may say the assistant's reply more naturally, but not change it: the rephrasing is kept
 * only when it is in the same language's length range and still holds every figure of the draft
 * (estimates, distances, ratings are ours). Otherwise, or on any failure, the draft stands.
 */
export async function phraseReply(
  llm: LlmClient,
  draft: string,
  language: AssistantLanguage,
): Promise<string> {
  if (!draft.trim()) return draft
  const raw = await llm.json({
    system: [
      `Rewrite the marketplace assistant's message below for the customer, in ${LANGUAGE_NAMES[language]}.`,
      'Friendly, short and clear. Keep every number, amount, place name and provider name exactly as it is.',
      'Add no facts, promises or prices.',
    ].join(' '),
    user: draft,
    schemaName: 'assistant_reply',
    schema: PHRASING_JSON_SCHEMA,
  })
  const parsed = PhrasingSchema.safeParse(raw)
  if (!parsed.success) return draft
  const phrased = parsed.data.reply.trim()
  if (phrased.length > draft.length * 2 + 40) return draft
  const kept = new Set(figuresOf(phrased))
  return figuresOf(draft).every((figure) => kept.has(figure)) ? phrased : draft
}
