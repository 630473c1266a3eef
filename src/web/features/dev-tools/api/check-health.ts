import { type Health, HealthSchema } from '@shared/health/health-schemas'
import { useQuery } from '@tanstack/react-query'
import { sendRequest } from '@web/lib/api/http'
import { ApiRequestError } from '@web/lib/api/request-error'

export interface HealthCheck {
  /** null when the server could not be reached or answered something else than a health report. */
  health: Health | null
  httpStatus: number
  responseMs: number
  checkedAt: Date
}

/** GET /health, timed. A 503 still carries the report (database down), so it is a result, not an error. */
export async function checkHealth(signal?: AbortSignal): Promise<HealthCheck> {
  const started = performance.now()
  try {
    const body = await sendRequest<unknown>('/health', { signal })
    const parsed = HealthSchema.safeParse(body)
    return {
      health: parsed.success ? parsed.data : null,
      httpStatus: 200,
      responseMs: performance.now() - started,
      checkedAt: new Date(),
    }
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error
    const parsed = HealthSchema.safeParse(error.data)
    return {
      health: parsed.success ? parsed.data : null,
      httpStatus: error.status,
      responseMs: performance.now() - started,
      checkedAt: new Date(),
    }
  }
}

export function useHealthCheck() {
  return useQuery({
    queryKey: ['dev-tools', 'health'],
    queryFn: ({ signal }) => checkHealth(signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  })
}
