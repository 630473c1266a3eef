import { enableCompileCache } from 'node:module'
import { resolve } from 'node:path'
import { PROJECT_ROOT } from './project-root'

/**
 * The production build's entry (dist/server/main.js, ADR 061): it turns on Node's compile cache
 * before the server's code loads, so that a start after the first reads V8's compiled code from
 * `node_modules/.cache/luxpro/compile-cache` instead of compiling the bundle again. Node keeps one
 * folder per Node version and checks each file's content, so a new build or Node never runs stale
 * code; the folder can be deleted at any time, and a folder that cannot be written only means no
 * cache. Not under DATA_DIR: a start refused for its configuration must create nothing there.
 * NODE_COMPILE_CACHE, when set, wins.
 */
enableCompileCache(resolve(PROJECT_ROOT, 'node_modules', '.cache', 'luxpro', 'compile-cache'))
await import('./main')
