// The S3 client's classes, loaded by file-storage.ts with the first use of S3. Through this file
// because the bundle's import() of a CommonJS package gives only its module.exports (ADR 061).
export {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
