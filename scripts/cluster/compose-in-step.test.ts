import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  APP_COMMAND,
  type ClusterSettings,
  composeTopology,
  haproxyConfig,
  instanceEnv,
  MIGRATE_COMMAND,
  ROOT,
} from './cluster-control'

/**
 * The Dockerfile and compose.yaml cannot be built here (no image registry), so they must run what
 * the tested cluster runs: the same start and migrate commands, the same variables, the same proxy
 * configuration. This fails when one side changes without the other.
 */
const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8')
const compose = readFileSync(join(ROOT, 'compose.yaml'), 'utf8')

/** The block of `key:` lines indented under the line matching `header` (compose.yaml is plain YAML). */
function block(text: string, header: RegExp): string[] {
  const lines = text.split('\n')
  const start = lines.findIndex((line) => header.test(line))
  if (start === -1) throw new Error(`no ${header} in compose.yaml`)
  const indent = lines[start]!.search(/\S/)
  const body: string[] = []
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue
    if (line.search(/\S/) <= indent) break
    body.push(line.trim())
  }
  return body
}

const settings: ClusterSettings = {
  instances: 2,
  port: 8080,
  firstInstancePort: 3101,
  databaseUrl: 'postgres://postgres@127.0.0.1:5432/luxpro_cluster',
  redisUrl: 'redis://127.0.0.1:6379',
  s3Port: 3190,
  s3Bucket: 'luxpro-uploads',
  s3AccessKeyId: 'S3RVER',
  s3SecretAccessKey: 'S3RVER',
  dir: '/tmp/cluster',
  authSecret: 'x'.repeat(32),
  demoAccountPassword: 'Demo-Password-Example',
}

describe('Dockerfile and compose.yaml in step with the tested cluster', () => {
  it('the image starts the production build as the cluster does, as a non-root user, with a health check', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1]
    expect(JSON.parse(cmd ?? 'null')).toEqual([...APP_COMMAND])
    const stages = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((m) => m[1])
    expect(stages.length).toBeGreaterThanOrEqual(2)
    expect(stages.at(-1)).toBe('node:24-slim')
    expect(dockerfile).toMatch(/^USER node$/m)
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n.*\/health\/live/m)
  })

  it('the app service runs the same command with the same variables; migrate runs the migrate command', () => {
    const appCommand = block(compose, /^x-app: &app$/).find((line) => line.startsWith('command:'))
    expect(JSON.parse(appCommand!.slice('command:'.length))).toEqual([...APP_COMMAND])
    const migrateCommand = block(compose, /^ {2}migrate:$/).find((line) => line.startsWith('command:'))
    expect(JSON.parse(migrateCommand!.slice('command:'.length))).toEqual([...MIGRATE_COMMAND])

    const environment = Object.fromEntries(
      block(compose, /^ {2}environment: &app-env$/).map((line) => {
        const at = line.indexOf(':')
        return [line.slice(0, at), line.slice(at + 1).trim()]
      }),
    )
    expect(Object.keys(environment).sort()).toEqual(Object.keys(instanceEnv(settings, 0)).sort())
    // What the proxy in front relies on is the same in both.
    expect(environment.NODE_ENV).toBe('production')
    expect(environment.TRUST_PROXY).toBe(`"${instanceEnv(settings, 0).TRUST_PROXY}"`)
    expect(environment.S3_BUCKET).toBe(settings.s3Bucket)
    expect(block(compose, /^services:$/)).toEqual(expect.arrayContaining(['app1: *app', 'app2: *app']))
  })

  it('the proxy runs the same HAProxy configuration, for the app1 and app2 containers', () => {
    expect(compose).toContain('./scripts/cluster/haproxy.compose.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro')
    const written = readFileSync(join(ROOT, 'scripts/cluster/haproxy.compose.cfg'), 'utf8')
    expect(written).toBe(haproxyConfig(composeTopology))
  })
})
