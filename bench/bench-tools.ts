import { createRequire } from 'node:module'

/**
 * The benchmarks' own tools (autocannon, Lighthouse) live in bench/tools, installed by the bench
 * commands, so `npm install` for the app does not carry them; required from there, they do not
 * shadow the app's own versions of shared packages for the rest of bench/.
 */
export const requireBenchTool = createRequire(new URL('./tools/package.json', import.meta.url))
