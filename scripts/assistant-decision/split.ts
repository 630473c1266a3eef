/**
 * The fixed split of `eval/assistant/dev-vague.json` (ADR 094): messages whose id ends in an odd
 * number (`lb-v01`, `en-v33`) train the learned decision, those ending in an even number
 * (`lb-v02`, `en-v34`) only check it. Each half holds 20 messages per language, 105 of them vague
 * (`null`: the assistant must ask).
 */
export const VAGUE_SET = 'eval/assistant/dev-vague.json'

export type VagueHalf = 'train' | 'check'

export function vagueHalf(id: string): VagueHalf {
  const number = Number(/(\d+)$/.exec(id)?.[1])
  if (!Number.isInteger(number)) throw new Error(`No number at the end of the id ${id}`)
  return number % 2 === 1 ? 'train' : 'check'
}
