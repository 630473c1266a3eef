import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Config } from '@server/config'
import S3rver from 's3rver'

/** s3rver's built-in credentials: it checks every request's signature against them. */
export const S3RVER_KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' } as const

/** A real S3 protocol server of the test's own, on a free port, with one empty bucket. */
export async function startTestS3(bucket = 'luxpro-test-uploads') {
  const directory = mkdtempSync(join(tmpdir(), 'luxpro-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  const config: Partial<Config> = { S3_URL: `http://127.0.0.1:${port}`, S3_BUCKET: bucket, ...S3RVER_KEYS }
  return {
    config,
    /** Where s3rver keeps the bucket's objects on disk (to look at them from the test). */
    directory,
    async close() {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
