/**
 * Rewrites docs/estimate-rates.md from the assistant's pricing model.
 *
 *   npm run docs:estimate-rates
 */
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { RATES_TABLE_FILE, ratesTable } from '@server/modules/assistant/estimate/rates-table'
import { projectPath } from '@server/project-root'

writeFileSync(projectPath(RATES_TABLE_FILE), ratesTable())
// The repository's formatter aligns the table's columns; the test compares cell by cell.
execFileSync('npx', ['biome', 'format', '--write', RATES_TABLE_FILE], { cwd: projectPath(), stdio: 'ignore' })
console.log(`wrote ${RATES_TABLE_FILE}`)
