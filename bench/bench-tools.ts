import { createRequire } from 'node:module'

/**
 * The benchmarks' own tools (autocannon, Lighthouse) live in bench/tools, installed by the bench
 * commands, so `npm install` for the app does not carry them; required from there, they do not
 * shadow the app's own versions of shared packages for the rest of bench/.
 */
export const requireBenchTool = createRequire(new URL('./tools/package.json', import.meta.url))

/** What the benchmarks read of an autocannon run. */
export interface AutocannonResult {
  errors: number
  timeouts: number
  non2xx: number
  requests: { average: number; total: number }
  latency: { p50: number; p99: number; average: number }
  statusCodeStats?: Record<string, { count: number }>
}
type Autocannon = (
  options: Record<string, unknown>,
  callback: (error: Error | null, result: AutocannonResult) => void,
) => unknown
/** autocannon from bench/tools, typed by what the benchmarks use of it. */
export const autocannon = requireBenchTool('autocannon') as Autocannon
