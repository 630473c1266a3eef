import type { Database } from '@server/db/client'
import { documentTemplate } from '@server/db/schema/index'
import { DomainError } from '@server/http/domain-error'
import type { Template, TemplateFileKind } from '@shared/workspace/workspace-schemas'
import { and, desc, eq, sql } from 'drizzle-orm'
import { storedFileName } from './file-name'
import type { FileStore } from './file-store'

type Row = typeof documentTemplate.$inferSelect

export const toTemplate = (row: Row): Template => ({
  id: row.id,
  name: row.name,
  description: row.description,
  isDefault: row.isDefault,
  fileName: row.fileName,
  kind: row.kind,
  sizeBytes: row.sizeBytes,
  createdAt: row.createdAt.toISOString(),
})

export async function listTemplates(db: Database, ownerUserId: string): Promise<Template[]> {
  const rows = await db
    .select()
    .from(documentTemplate)
    .where(eq(documentTemplate.ownerUserId, ownerUserId))
    .orderBy(desc(documentTemplate.isDefault), desc(documentTemplate.createdAt), desc(documentTemplate.id))
  return rows.map(toTemplate)
}

export async function findTemplate(db: Database, ownerUserId: string, id: number) {
  const [row] = await db
    .select()
    .from(documentTemplate)
    .where(and(eq(documentTemplate.id, id), eq(documentTemplate.ownerUserId, ownerUserId)))
  return row ?? null
}

export interface TemplateUpload {
  name: string
  description: string
  isDefault: boolean
  /** The name the uploader's file had (kept for the download, cleaned by `storedFileName`). */
  fileName: string
  kind: TemplateFileKind
  bytes: Buffer
}

/**
 * Keeps the file and its row (nothing half-saved). A file name that is not text is refused before
 * anything is stored: 400 file_name_invalid, no row and no file.
 */
export async function createTemplate(
  db: Database,
  files: FileStore,
  ownerUserId: string,
  input: TemplateUpload,
): Promise<Template> {
  const fileName = storedFileName(input.fileName, `template.${input.kind}`)
  if (fileName === null) throw new DomainError('file_name_invalid', 400)
  return files.storeWith('templates', input.bytes, (storedName) =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`templates:${ownerUserId}`}))`)
      const [count] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(documentTemplate)
        .where(eq(documentTemplate.ownerUserId, ownerUserId))
      // The first template is the default one; a new default replaces the old.
      const isDefault = input.isDefault || (count?.n ?? 0) === 0
      if (isDefault)
        await tx
          .update(documentTemplate)
          .set({ isDefault: false })
          .where(eq(documentTemplate.ownerUserId, ownerUserId))
      const [row] = await tx
        .insert(documentTemplate)
        .values({
          ownerUserId,
          name: input.name,
          description: input.description,
          isDefault,
          fileName,
          kind: input.kind,
          storedName,
          sizeBytes: input.bytes.length,
        })
        .returning()
      if (!row) throw new Error('template insert returned nothing')
      return toTemplate(row)
    }),
  )
}

export async function makeDefault(db: Database, ownerUserId: string, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: documentTemplate.id })
      .from(documentTemplate)
      .where(and(eq(documentTemplate.id, id), eq(documentTemplate.ownerUserId, ownerUserId)))
      .for('update')
    if (!found) return false
    await tx
      .update(documentTemplate)
      .set({ isDefault: false })
      .where(eq(documentTemplate.ownerUserId, ownerUserId))
    await tx.update(documentTemplate).set({ isDefault: true }).where(eq(documentTemplate.id, id))
    return true
  })
}

export async function deleteTemplate(db: Database, files: FileStore, ownerUserId: string, id: number) {
  const removed = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(documentTemplate)
      .where(and(eq(documentTemplate.id, id), eq(documentTemplate.ownerUserId, ownerUserId)))
      .returning()
    if (!row) return null
    if (row.isDefault) {
      const [next] = await tx
        .select({ id: documentTemplate.id })
        .from(documentTemplate)
        .where(eq(documentTemplate.ownerUserId, ownerUserId))
        .orderBy(desc(documentTemplate.createdAt), desc(documentTemplate.id))
        .limit(1)
      if (next)
        await tx.update(documentTemplate).set({ isDefault: true }).where(eq(documentTemplate.id, next.id))
    }
    return row
  })
  if (removed) await files.removeAll([{ kind: 'templates', storedName: removed.storedName }])
  return removed !== null
}
