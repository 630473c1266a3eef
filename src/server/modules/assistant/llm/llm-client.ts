import type { Config } from '@server/config'

/**
 * A small client for an OpenAI-compatible chat-completions API (Mistral, Ollama, vLLM, OpenAI) that
 * asks for JSON matching a schema. Every failure (network, HTTP status, timeout, not JSON) is an
 * LlmError: callers fall back to the built-in assistant, so the LLM is never required.
 */
export interface LlmSettings {
  baseUrl: string
  model: string
  apiKey?: string
  timeoutMs: number
}

export class LlmError extends Error {
  constructor(
    readonly reason: 'timeout' | 'network' | 'status' | 'output',
    detail: string,
  ) {
    super(`LLM ${reason}: ${detail}`)
    this.name = 'LlmError'
  }
}

export interface JsonRequest {
  system: string
  user: string
  /** Names the schema for the API (letters, digits, _ and -). */
  schemaName: string
  schema: Record<string, unknown>
}

export interface LlmClient {
  /** The model's answer parsed as JSON (not yet checked against the schema: the caller does that). */
  json(request: JsonRequest): Promise<unknown>
}

export function llmSettingsOf(config: Config): LlmSettings | null {
  if (!config.LLM_BASE_URL || !config.LLM_MODEL) return null
  return {
    baseUrl: config.LLM_BASE_URL,
    model: config.LLM_MODEL,
    apiKey: config.LLM_API_KEY,
    timeoutMs: config.LLM_TIMEOUT_MS,
  }
}

export function createLlmClient(settings: LlmSettings): LlmClient {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`
  return {
    async json({ system, user, schemaName, schema }) {
      let response: Response
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: settings.model,
            temperature: 0,
            messages: [
              { role: 'system', content: system },
              { role: 'user', content: user },
            ],
            response_format: { type: 'json_schema', json_schema: { name: schemaName, strict: true, schema } },
          }),
          signal: AbortSignal.timeout(settings.timeoutMs),
        })
      } catch (error) {
        const name = (error as Error).name
        if (name === 'TimeoutError' || name === 'AbortError')
          throw new LlmError('timeout', `${settings.timeoutMs} ms`)
        throw new LlmError('network', (error as Error).message)
      }
      if (!response.ok) throw new LlmError('status', String(response.status))
      let content: unknown
      try {
        const body = (await response.json()) as { choices?: Array<{ message?: { content?: unknown } }> }
        content = body.choices?.[0]?.message?.content
      } catch (error) {
        const name = (error as Error).name
        if (name === 'TimeoutError' || name === 'AbortError')
          throw new LlmError('timeout', `${settings.timeoutMs} ms`)
        throw new LlmError('output', 'the answer is not JSON')
      }
      if (typeof content !== 'string') throw new LlmError('output', 'no message content')
      try {
        return JSON.parse(content) as unknown
      } catch {
        throw new LlmError('output', 'the message content is not JSON')
      }
    },
  }
}
