import type { Database } from '@server/db/client'
import { documentTemplate } from '@server/db/schema/index'
import type { Template, TemplateFileKind } from '@shared/workspace/workspace-schemas'
import { and, desc, eq, sql } from 'drizzle-orm'
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

/** Stores the file, then the row; when the row cannot be written the file goes too (nothing half-saved). */
export async function createTemplate(
  db: Database,
  files: FileStore,
  ownerUserId: string,
  input: {
    name: string
    description: string
    isDefault: boolean
    fileName: string
    kind: TemplateFileKind
    bytes: Buffer
  },
): Promise<Template> {
  const storedName = await files.save('templates', input.bytes)
  try {
    return await db.transaction(async (tx) => {
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
          fileName: input.fileName,
          kind: input.kind,
          storedName,
          sizeBytes: input.bytes.length,
        })
        .returning()
      if (!row) throw new Error('template insert returned nothing')
      return toTemplate(row)
    })
  } catch (error) {
    await files.remove('templates', storedName)
    throw error
  }
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
  if (removed) await files.remove('templates', removed.storedName)
  return removed !== null
}
