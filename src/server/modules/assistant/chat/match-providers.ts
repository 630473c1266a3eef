import { DomainError } from '@server/http/domain-error'
import { estimate } from '@server/modules/assistant/estimate/estimate'
import { pricedQuantities } from '@server/modules/assistant/estimate/priced-quantities'
import { type Gazetteer, placeKey } from '@server/modules/assistant/understanding/gazetteer'
import type {
  ChatLocation,
  ProviderMatchRequestSchema,
  ProviderMatchResponse,
} from '@shared/assistant/chat-schemas'
import type { AssistantLanguage } from '@shared/i18n/languages'
import type { z } from 'zod'
import type { CandidatePool } from './candidate-providers'
import { rankShortlisted } from './shortlist'

type MatchInput = z.output<typeof ProviderMatchRequestSchema>

/** A Luxembourg locality (any of its names) or postal code, from the gazetteer; null when unknown. */
export function placeOf(gazetteer: Gazetteer, input: MatchInput): ChatLocation | null {
  if (input.postalCode) {
    const code = input.postalCode.replace(/^L-?/i, '')
    const entry = gazetteer.postalCodes.get(code)?.[0]
    return entry ? { ...pick(entry), postalCode: code } : null
  }
  const entry = input.locality ? gazetteer.names.get(placeKey(input.locality))?.[0] : undefined
  return entry ? { ...pick(entry), postalCode: null } : null
}

const pick = (entry: { locality: string; commune: string; lat: number; lon: number }) => ({
  locality: entry.locality,
  commune: entry.commune,
  lat: entry.lat,
  lon: entry.lon,
})

/** POST /api/public/providers/match: up to 5 ranked providers and the estimate, without a conversation. */
export async function matchProviders(
  candidatePool: CandidatePool,
  gazetteer: Gazetteer,
  input: MatchInput,
  language: AssistantLanguage,
  demo = false,
): Promise<ProviderMatchResponse> {
  let location: ChatLocation | null = null
  let point: { lat: number; lon: number }
  if (input.lat !== undefined && input.lon !== undefined) point = { lat: input.lat, lon: input.lon }
  else {
    location = placeOf(gazetteer, input)
    if (!location) throw new DomainError('unknown_locality', 400)
    point = location
  }
  const quantities = pricedQuantities(input.quantities ?? [])
  const candidates = await candidatePool.near(input.category, point, demo)
  return {
    location,
    estimate: estimate({
      category: input.category,
      quantities,
      place: location ?? { locality: '' },
      language,
    }),
    providers: rankShortlisted(candidates, {
      ...point,
      category: input.category,
      now: new Date(),
      rotationSeed: Date.now(),
      language,
    }),
  }
}
