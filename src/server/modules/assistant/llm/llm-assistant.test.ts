import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { talk } from '@server/test/chat'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

/**
 * The optional LLM against a small OpenAI-compatible server started here: what it extracts drives
 * the conversation, its wording is kept only when every figure survives, and any failure (slow,
 * broken, outside the schema) leaves the built-in assistant answering.
 */
type Behaviour = 'good' | 'slow' | 'broken' | 'off-schema' | 'drops-figures'
let behaviour: Behaviour = 'good'
interface CompletionRequest {
  model?: string
  messages?: Array<{ role: string; content: string }>
  response_format?: { type: string; json_schema?: { name?: string; strict?: boolean } }
}
const seen: Array<{ auth?: string; body: CompletionRequest }> = []

const extraction = {
  language: 'de',
  category: 'plumbing',
  categoryCandidates: ['plumbing'],
  place: 'Diddeleng',
  quantities: [],
  urgency: null,
  budgetLow: null,
  budgetHigh: null,
  timeline: null,
}

function answer(body: CompletionRequest): unknown {
  const schema = body.response_format?.json_schema?.name
  if (schema === 'customer_request') {
    if (behaviour === 'off-schema') return { ...extraction, category: 'astrology' }
    return extraction
  }
  const draft = String(body.messages?.[1]?.content ?? '')
  if (behaviour === 'drops-figures') return { reply: 'Sounds good, a few euros.' }
  return { reply: `Gerne! ${draft}` }
}

async function read(request: IncomingMessage) {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as CompletionRequest
}

let llmServer: Server
let t: TestApp
beforeAll(async () => {
  llmServer = createServer(async (request, response) => {
    const body = await read(request)
    seen.push({ auth: request.headers.authorization, body })
    if (request.url !== '/v1/chat/completions') return void response.writeHead(404).end()
    if (behaviour === 'slow') await new Promise((resolve) => setTimeout(resolve, 4000))
    if (behaviour === 'broken')
      return void response.writeHead(200).end('{"choices":[{"message":{"content":"not json')
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(
      JSON.stringify({
        choices: [{ message: { role: 'assistant', content: JSON.stringify(answer(body)) } }],
      }),
    )
  })
  await new Promise<void>((resolve) => llmServer.listen(0, '127.0.0.1', resolve))
  const { port } = llmServer.address() as AddressInfo
  t = await buildTestApp({
    ASSISTANT_RATE_LIMIT_PER_MIN: 10_000,
    LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
    LLM_MODEL: 'test-model',
    LLM_API_KEY: 'sk-test',
    LLM_TIMEOUT_MS: 2000,
  })
})
afterAll(async () => {
  await t.close()
  await new Promise((resolve) => llmServer.close(resolve))
})
beforeEach(() => {
  behaviour = 'good'
  seen.length = 0
})

// The built-in reading takes this for gardening and finds no place; the LLM knows better.
const MESSAGE = 'Mein Badezimmer muss gemacht werden, wir wohnen in Diddeleng'

describe('the assistant with an LLM (OpenAI-compatible chat completions)', () => {
  it('uses what the LLM extracts, resolves its place through our gazetteer, and asks for JSON by schema', async () => {
    const reply = await talk(t, MESSAGE, { language: 'de' })
    expect(reply).toMatchObject({
      state: 'confirm_location',
      category: 'plumbing',
      location: { locality: 'Dudelange', commune: 'Dudelange' },
    })
    expect(reply.reply.startsWith('Gerne! ')).toBe(true)
    expect(reply.reply).toContain('Düdelingen')
    const [extract, phrase] = seen
    expect(extract?.auth).toBe('Bearer sk-test')
    expect(extract?.body).toMatchObject({
      model: 'test-model',
      temperature: 0,
      response_format: { type: 'json_schema', json_schema: { name: 'customer_request', strict: true } },
    })
    expect(extract?.body.messages?.[1]).toEqual({ role: 'user', content: MESSAGE })
    expect(phrase?.body.response_format?.json_schema?.name).toBe('assistant_reply')
  })

  it('keeps our wording when the LLM’s drops a figure of the estimate', async () => {
    const first = await talk(t, MESSAGE, { language: 'en' })
    behaviour = 'drops-figures'
    const estimate = await talk(t, 'yes', { sessionId: first.sessionId, language: 'en' })
    expect(estimate.state).toBe('estimate')
    expect(estimate.estimate).not.toBeNull()
    expect(estimate.reply).not.toContain('a few euros')
    expect(estimate.reply).toMatch(/\d/)
  })

  for (const failure of ['slow', 'broken', 'off-schema'] as const) {
    it(`falls back to the built-in understanding when the LLM is ${failure}`, async () => {
      behaviour = failure
      const started = Date.now()
      const reply = await talk(t, 'Je voudrais repeindre mon salon de 45 m2 à Strassen', { language: 'fr' })
      expect(reply).toMatchObject({
        state: 'confirm_location',
        category: 'painting',
        location: { locality: 'Strassen' },
      })
      // Slow or broken: our own wording too. Outside the schema only spoils the extraction.
      if (failure !== 'off-schema') expect(reply.reply).not.toContain('Gerne')
      // Two calls at most (understanding, wording), each cut at LLM_TIMEOUT_MS.
      expect(Date.now() - started).toBeLessThan(6000)
    })
  }
})
