// Writes the API's OpenAPI document (what /api/docs/json serves) to a file, from the app itself.
import { writeFileSync } from 'node:fs'
import { buildApp } from '@server/app'
import { testConfig } from '@server/config'
import { openDatabase } from '@server/db/client'
import { projectPath } from '@server/project-root'

const out = process.argv[2] ?? 'openapi.json'
const database = await openDatabase({ driver: 'pglite' })
const app = await buildApp({
  config: testConfig({ PUBLIC_URL: 'https://luxpro.lu' }),
  database,
  webRoot: projectPath('dist/web'),
  version: JSON.parse((await import('node:fs')).readFileSync(projectPath('package.json'), 'utf8')).version,
  startedAt: Date.now(),
  authSecret: 'openapi-document-openapi-document-0123',
})
await app.ready()
writeFileSync(out, `${JSON.stringify(app.swagger(), null, 2)}\n`)
await app.close()
await database.close()
console.log(`OpenAPI document: ${out}`)
