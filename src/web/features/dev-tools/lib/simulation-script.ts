/** The scripted journey shown on /demo/simulation. Nothing here reaches the server. */

export const SIMULATION_STEP_MS = 2500

export type SimulationStepId = 'describe' | 'location' | 'estimate' | 'providers' | 'quotes' | 'sent'
export type SimulationAttachment = 'estimate' | 'providers' | 'sent'

export interface SimulationMessage {
  from: 'customer' | 'assistant'
  /** Key under simulation.script in devtools.json. */
  key: string
  quickReplies?: string[]
  attachment?: SimulationAttachment
}

export interface SimulationStep {
  id: SimulationStepId
  messages: SimulationMessage[]
}

export const SIMULATION_STEPS: SimulationStep[] = [
  {
    id: 'describe',
    messages: [
      { from: 'customer', key: 'describe.customer' },
      { from: 'assistant', key: 'describe.assistant' },
    ],
  },
  {
    id: 'location',
    messages: [
      { from: 'customer', key: 'location.customer' },
      { from: 'assistant', key: 'location.assistant', quickReplies: ['location.confirm', 'location.change'] },
    ],
  },
  {
    id: 'estimate',
    messages: [
      { from: 'customer', key: 'estimate.customer' },
      { from: 'assistant', key: 'estimate.assistant', attachment: 'estimate' },
    ],
  },
  {
    id: 'providers',
    messages: [
      { from: 'customer', key: 'providers.customer' },
      { from: 'assistant', key: 'providers.assistant', attachment: 'providers' },
    ],
  },
  {
    id: 'quotes',
    messages: [
      { from: 'customer', key: 'quotes.customer' },
      { from: 'assistant', key: 'quotes.assistant', quickReplies: ['quotes.signIn', 'quotes.register'] },
    ],
  },
  {
    id: 'sent',
    messages: [
      { from: 'customer', key: 'sent.customer' },
      { from: 'assistant', key: 'sent.assistant', attachment: 'sent' },
    ],
  },
]

export const SIMULATION_ESTIMATE = {
  low: 1350,
  high: 2250,
  wallArea: 45,
  rateLow: 30,
  rateHigh: 50,
  confidence: 'medium' as const,
  basis: ['surface', 'rate', 'walls', 'excluded'],
}

/** Example businesses invented for the demo; the names are proper nouns and stay as they are. */
export const SIMULATION_PROVIDERS = [
  {
    id: 1,
    name: 'Peinture Minett Sàrl',
    rating: 4.8,
    distanceKm: 6,
    answerHours: 5,
    extra: 'verifiedInsured',
  },
  { id: 2, name: 'Atelier Couleurs Esch', rating: 4.7, distanceKm: 2, answerHours: 3, extra: 'speaksFrench' },
  {
    id: 3,
    name: 'Malerbetrieb Alzette',
    rating: 4.9,
    distanceKm: 11,
    answerHours: 8,
    extra: 'interiorSpecialist',
  },
  { id: 4, name: 'Déco Sud Dudelange', rating: 4.6, distanceKm: 9, answerHours: 6, extra: 'freeNextWeek' },
  {
    id: 5,
    name: 'Schifflange Peinture & Fils',
    rating: 4.5,
    distanceKm: 5,
    answerHours: 12,
    extra: 'manyReviews',
  },
] as const

/** The customer asks the first three for a quote. */
export const SIMULATION_QUOTED = SIMULATION_PROVIDERS.slice(0, 3)
