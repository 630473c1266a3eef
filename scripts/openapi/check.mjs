// `npm run lint:api`: the OpenAPI document the server serves must lint clean (Redocly's recommended
// rules) and give a typed client (openapi-typescript) that compiles against real routes.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const dir = mkdtempSync(join(tmpdir(), 'luxpro-openapi-'))
// A fixed place, so the lint-ignore file's entries (justified exceptions) match it.
const document = 'dist/openapi/openapi.json'
mkdirSync('dist/openapi', { recursive: true })
const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit' })
  if (result.status !== 0) {
    rmSync(dir, { recursive: true, force: true })
    process.exit(result.status ?? 1)
  }
}

run('npx', ['tsx', 'scripts/openapi/write-document.ts', document])
run('npx', ['redocly', 'lint', document, '--config', 'redocly.yaml', '--max-problems', '50'])
run('npx', ['openapi-typescript', document, '--output', join(dir, 'openapi.d.ts')])
writeFileSync(
  join(dir, 'client.ts'),
  `import type { paths } from './openapi'

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never
type Search = Json<paths['/api/public/providers/search']['get']['responses']['200']>
type SearchQuery = NonNullable<paths['/api/public/providers/search']['get']['parameters']['query']>
type QuoteRequest = NonNullable<paths['/api/quote-requests']['post']['requestBody']>['content']['application/json']
type ApiError = Json<paths['/api/quote-requests']['post']['responses']['400']>

const query: SearchQuery = { q: 'plombier', locality: 'Esch-sur-Alzette', radiusKm: 10 }
declare const answer: Search
const firstName: string | undefined = answer.items[0]?.name
declare const request: QuoteRequest
const providers: number[] = request.providerIds
declare const failure: ApiError
const code: string = failure.error.code
export { code, firstName, providers, query }
`,
)
writeFileSync(
  join(dir, 'tsconfig.json'),
  JSON.stringify({
    compilerOptions: {
      strict: true,
      noEmit: true,
      target: 'ES2023',
      module: 'ESNext',
      moduleResolution: 'Bundler',
      skipLibCheck: true,
    },
    files: ['client.ts'],
  }),
)
run('node', ['node_modules/typescript-native/bin/tsc', '-p', join(dir, 'tsconfig.json')])
rmSync(dir, { recursive: true, force: true })
console.log('OpenAPI document: lints clean, and a typed client compiles against it')
