import type { Database } from '@server/db/client'
import { chatSession, pendingProject, projectPhoto } from '@server/db/schema/index'
import { DomainError } from '@server/http/domain-error'
import type { FileStore } from '@server/modules/files/file-store'
import { processImage } from '@server/modules/files/image-pipeline'
import { imageFiles, responsiveImage, storeImage } from '@server/modules/files/stored-image'
import {
  PROJECT_PHOTOS_MAX,
  type ProjectPhoto,
  type UploadedProjectPhoto,
} from '@shared/quotes/project-photos'
import { and, asc, count, eq, exists, gt, inArray, isNull, lt, not, or } from 'drizzle-orm'
import type { Tx } from './quote-moves'

const DAY_MS = 24 * 60 * 60 * 1000
/** Photos one customer may hold unsent in a day: enough for a few requests written and abandoned. */
export const PENDING_PHOTOS_MAX = 20

/** Where a viewer of the request fetches the photo (the route checks who they are). */
export const projectPhotoUrl = (requestId: number, photoId: number) =>
  `/api/quote-requests/${requestId}/photos/${photoId}`

/**
 * Keeps an uploaded photo, through the image pipeline (its position and camera details go), not yet
 * part of a project; refused past PENDING_PHOTOS_MAX unsent in a day.
 */
export async function uploadProjectPhoto(
  db: Database,
  files: FileStore,
  userId: string,
  bytes: Buffer,
  now = new Date(),
): Promise<UploadedProjectPhoto> {
  const [pending] = await db
    .select({ n: count() })
    .from(projectPhoto)
    .where(
      and(
        eq(projectPhoto.uploaderUserId, userId),
        isNull(projectPhoto.projectId),
        gt(projectPhoto.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    )
  if ((pending?.n ?? 0) >= PENDING_PHOTOS_MAX) throw new DomainError('too_many_photos', 409)
  const processed = await processImage(bytes)
  return storeImage(files, 'project-photos', processed, async (stored) => {
    const [row] = await db
      .insert(projectPhoto)
      .values({ uploaderUserId: userId, ...stored })
      .returning({ id: projectPhoto.id })
    if (!row) throw new Error('project photo insert returned nothing')
    return { id: row.id }
  })
}

/** Removes a photo its uploader has not sent yet (and its files). False when there is no such photo. */
export async function deleteUnsentPhoto(db: Database, files: FileStore, userId: string, id: number) {
  const [row] = await db
    .delete(projectPhoto)
    .where(
      and(eq(projectPhoto.id, id), eq(projectPhoto.uploaderUserId, userId), isNull(projectPhoto.projectId)),
    )
    .returning({ storedName: projectPhoto.storedName, variants: projectPhoto.variants })
  if (!row) return false
  await files.removeAll(imageFiles('project-photos', row))
  return true
}

/**
 * Makes the caller's unsent photos part of the project, inside the project's transaction: a photo that
 * is someone else's, already sent or gone refuses the whole project (400 photos_unavailable).
 */
export async function attachPhotos(tx: Tx, userId: string, projectId: number, photoIds: readonly number[]) {
  if (photoIds.length === 0) return
  const attached = await tx
    .update(projectPhoto)
    .set({ projectId })
    .where(
      and(
        inArray(projectPhoto.id, [...photoIds]),
        eq(projectPhoto.uploaderUserId, userId),
        isNull(projectPhoto.projectId),
      ),
    )
    .returning({ id: projectPhoto.id })
  if (attached.length !== photoIds.length) throw new DomainError('photos_unavailable', 400)
}

/** The photos of each project, in the order they were added, as fetched through `requestOf(projectId)`. */
export async function photosOfProjects(
  db: Database | Tx,
  projectIds: readonly number[],
  requestOf: (projectId: number) => number | undefined,
): Promise<Map<number, ProjectPhoto[]>> {
  const byProject = new Map<number, ProjectPhoto[]>()
  if (projectIds.length === 0) return byProject
  const rows = await db
    .select({ id: projectPhoto.id, projectId: projectPhoto.projectId, variants: projectPhoto.variants })
    .from(projectPhoto)
    .where(inArray(projectPhoto.projectId, [...projectIds]))
    .orderBy(asc(projectPhoto.id))
  for (const row of rows) {
    const requestId = row.projectId === null ? undefined : requestOf(row.projectId)
    if (row.projectId === null || requestId === undefined) continue
    const list = byProject.get(row.projectId) ?? []
    list.push({ id: row.id, url: projectPhotoUrl(requestId, row.id), image: responsiveImage(row.variants) })
    byProject.set(row.projectId, list)
  }
  return byProject
}

/** How many photos the project has (the lead email says so and links to the page that shows them). */
export async function countPhotos(db: Database, projectId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(projectPhoto)
    .where(eq(projectPhoto.projectId, projectId))
  return row?.n ?? 0
}

/** One photo of the project, or null (a photo of another project is not found here). */
export async function findProjectPhoto(db: Database, projectId: number, photoId: number) {
  const [row] = await db
    .select()
    .from(projectPhoto)
    .where(and(eq(projectPhoto.id, photoId), eq(projectPhoto.projectId, projectId)))
  return row ?? null
}

/**
 * Unsent photos older than a day, rows and files: the request they were for was never sent. A photo
 * of an assistant conversation stays while the conversation lives or the project kept from it at
 * sign-up waits to be sent.
 */
export async function purgeUnsentPhotos(db: Database, files: FileStore, now = new Date()) {
  const conversationLives = exists(
    db
      .select({ id: chatSession.id })
      .from(chatSession)
      .where(and(eq(chatSession.id, projectPhoto.chatSessionId), gt(chatSession.expiresAt, now))),
  )
  const keptProjectWaits = exists(
    db
      .select({ id: pendingProject.id })
      .from(pendingProject)
      .where(
        and(eq(pendingProject.chatSessionId, projectPhoto.chatSessionId), gt(pendingProject.expiresAt, now)),
      ),
  )
  const gone = await db
    .delete(projectPhoto)
    .where(
      and(
        isNull(projectPhoto.projectId),
        lt(projectPhoto.createdAt, new Date(now.getTime() - DAY_MS)),
        or(isNull(projectPhoto.chatSessionId), and(not(conversationLives), not(keptProjectWaits))),
      ),
    )
    .returning({ storedName: projectPhoto.storedName, variants: projectPhoto.variants })
  await files.removeAll(gone.flatMap((row) => imageFiles('project-photos', row)))
  return gone.length
}

/** The conversation's unsent photos: who added them (null while signed out) must be `uploader`. */
const ofConversation = (chatSessionId: string, uploader: string | null) =>
  and(
    eq(projectPhoto.chatSessionId, chatSessionId),
    isNull(projectPhoto.projectId),
    uploader === null ? isNull(projectPhoto.uploaderUserId) : eq(projectPhoto.uploaderUserId, uploader),
  )

/**
 * Keeps a photo added in an assistant conversation before its project is sent, through the image
 * pipeline; at most PROJECT_PHOTOS_MAX per conversation. `uploader` is null for a signed-out visitor.
 */
export async function uploadChatPhoto(
  db: Database,
  files: FileStore,
  chatSessionId: string,
  uploader: string | null,
  bytes: Buffer,
): Promise<UploadedProjectPhoto> {
  const [held] = await db
    .select({ n: count() })
    .from(projectPhoto)
    .where(and(eq(projectPhoto.chatSessionId, chatSessionId), isNull(projectPhoto.projectId)))
  if ((held?.n ?? 0) >= PROJECT_PHOTOS_MAX) throw new DomainError('too_many_photos', 409)
  const processed = await processImage(bytes)
  return storeImage(files, 'project-photos', processed, async (stored) => {
    const [row] = await db
      .insert(projectPhoto)
      .values({ uploaderUserId: uploader, chatSessionId, ...stored })
      .returning({ id: projectPhoto.id })
    if (!row) throw new Error('project photo insert returned nothing')
    return { id: row.id }
  })
}

/** The conversation's photos not sent yet, in the order they were added. */
export async function chatPhotos(db: Database, chatSessionId: string, uploader: string | null) {
  return db
    .select({ id: projectPhoto.id })
    .from(projectPhoto)
    .where(ofConversation(chatSessionId, uploader))
    .orderBy(asc(projectPhoto.id))
}

/** One unsent photo of the conversation, or null. */
export async function findChatPhoto(
  db: Database,
  chatSessionId: string,
  uploader: string | null,
  id: number,
) {
  const [row] = await db
    .select()
    .from(projectPhoto)
    .where(and(eq(projectPhoto.id, id), ofConversation(chatSessionId, uploader)))
  return row ?? null
}

/** Removes unsent photos of the conversation (one, or all), rows and files; how many went. */
export async function removeChatPhotos(
  db: Database,
  files: FileStore,
  chatSessionId: string,
  uploader: string | null,
  id?: number,
) {
  const gone = await db
    .delete(projectPhoto)
    .where(
      and(ofConversation(chatSessionId, uploader), id === undefined ? undefined : eq(projectPhoto.id, id)),
    )
    .returning({ storedName: projectPhoto.storedName, variants: projectPhoto.variants })
  await files.removeAll(gone.flatMap((row) => imageFiles('project-photos', row)))
  return gone.length
}

/**
 * The account takes the photos its visitor added signed out in the conversation (at sign-up or
 * sign-in); returns the ids of all its unsent photos there, to go with the project.
 */
export async function claimChatPhotos(db: Database | Tx, chatSessionId: string, userId: string) {
  await db.update(projectPhoto).set({ uploaderUserId: userId }).where(ofConversation(chatSessionId, null))
  const rows = await db
    .select({ id: projectPhoto.id })
    .from(projectPhoto)
    .where(ofConversation(chatSessionId, userId))
    .orderBy(asc(projectPhoto.id))
  return rows.map((row) => row.id)
}
