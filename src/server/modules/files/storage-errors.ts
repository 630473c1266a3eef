import { DomainError } from '@server/http/domain-error'

/** The disk or the bucket has no room left. */
const FULL_ERRNO = new Set(['ENOSPC', 'EDQUOT', 'EFBIG'])
/** The storage refuses writes or cannot be reached: read-only, permissions, a dead disk or link. */
const UNAVAILABLE_ERRNO = new Set([
  'EROFS',
  'EACCES',
  'EPERM',
  'EIO',
  'ENOTDIR',
  'EISDIR',
  'EBUSY',
  'EMFILE',
  'ENFILE',
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EPIPE',
])
/** What S3-compatible stores answer for the same (MinIO's own names included). */
const S3_FULL = new Set(['XMinioStorageFull', 'QuotaExceeded', 'InsufficientStorage'])
const S3_UNAVAILABLE = new Set([
  'AccessDenied',
  'AllAccessDisabled',
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
  'NoSuchBucket',
  'AccountProblem',
  'ServiceUnavailable',
  'SlowDown',
  'InternalError',
  'XMinioServerNotInitialized',
  'XMinioReadQuorum',
  'XMinioWriteQuorum',
  'TimeoutError',
  'RequestTimeout',
])

interface FailureShape {
  code?: string
  name?: string
  Code?: string
  $metadata?: { httpStatusCode?: number }
}

/**
 * A storage failure as the refusal it is for the caller: no room (507 storage_full) or a storage
 * that cannot be written or reached (503 storage_unavailable), the original error kept as the cause
 * for the log. Anything else (a bug) is returned as it is.
 */
export function asStorageFailure(error: unknown): unknown {
  if (error instanceof DomainError || typeof error !== 'object' || error === null) return error
  const e = error as FailureShape
  const code = e.code ?? ''
  const name = e.Code ?? e.name ?? ''
  const status = e.$metadata?.httpStatusCode
  if (FULL_ERRNO.has(code) || S3_FULL.has(name) || status === 507)
    return new DomainError('storage_full', 507, undefined, { cause: error })
  if (
    UNAVAILABLE_ERRNO.has(code) ||
    S3_UNAVAILABLE.has(name) ||
    (status !== undefined && (status === 403 || status >= 500))
  )
    return new DomainError('storage_unavailable', 503, undefined, { cause: error })
  return error
}

/** Runs a storage operation, its failure mapped by asStorageFailure. */
export async function mappingFailures<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation()
  } catch (error) {
    throw asStorageFailure(error)
  }
}
