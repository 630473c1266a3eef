import type { Database } from '@server/db/client'
import { type PendingProjectFields, pendingProject, provider } from '@server/db/schema/index'
import type { Caller } from '@server/http/access'
import { DomainError } from '@server/http/domain-error'
import { estimateShown, projectOf } from '@server/modules/assistant/chat/send-quotes'
import { loadSession, markSentFromKeptProject } from '@server/modules/assistant/chat/session-store'
import { estimateWrittenProject } from '@server/modules/assistant/estimate/written-project-estimate'
import { writtenLanguage } from '@server/modules/assistant/understanding/written-language'
import type { FileStore } from '@server/modules/files/file-store'
import { createQuoteRequests } from '@server/modules/quotes/create-quote-requests'
import { claimChatPhotos, removeChatPhotos } from '@server/modules/quotes/project-photos'
import type { NotifyDeps } from '@server/modules/quotes/quote-notify'
import {
  PENDING_PROJECT_DAYS,
  type PendingProject,
  PendingProjectInputSchema,
} from '@shared/quotes/pending-project-schemas'
import type { ProjectEstimate } from '@shared/quotes/project-estimate'
import type { CreatedQuoteRequests } from '@shared/quotes/quote-request-schemas'
import { and, eq, gt, inArray, lte } from 'drizzle-orm'

const DAY_MS = 24 * 60 * 60 * 1000

interface Kept {
  providerIds: number[]
  project: PendingProjectFields
  estimate: ProjectEstimate | null
  chatSessionId: string | null
}

/**
 * The project a sign-up asked to keep, as it will be sent: the form's as typed; the chat's read from
 * its conversation, which must still be anonymous and at its providers, the providers among those
 * proposed. Null when there is nothing (left) to keep.
 */
async function projectToKeep(db: Database, body: unknown, now: Date): Promise<Kept | null> {
  const parsed = PendingProjectInputSchema.safeParse(body)
  if (!parsed.success) return null
  const input = parsed.data
  if (input.source === 'form') {
    const { budgetLow, budgetHigh, timeline, ...typed } = input.project
    return {
      providerIds: input.providerIds,
      project: {
        ...typed,
        language: writtenLanguage(typed.description),
        budgetLow: budgetLow ?? null,
        budgetHigh: budgetHigh ?? null,
        timeline: timeline ?? null,
      },
      // The range the written form showed, as its direct sending would carry it.
      estimate: estimateWrittenProject(input.project),
      chatSessionId: null,
    }
  }
  const session = await loadSession(db, input.sessionId, now)
  if (!session || session.userId || session.state !== 'providers') return null
  const { category, location } = session
  const proposed = new Set(session.details.proposedProviders.map((p) => p.id))
  if (!category || !location || !input.providerIds.every((id) => proposed.has(id))) return null
  const project = projectOf(session, category, location)
  return {
    providerIds: input.providerIds,
    project: {
      ...project,
      budgetLow: project.budgetLow ?? null,
      budgetHigh: project.budgetHigh ?? null,
      timeline: project.timeline ?? null,
    },
    estimate: estimateShown(session),
    chatSessionId: session.id,
  }
}

/** At sign-up (the auth module's hook): keeps the project for the new account, for a week. */
export async function keepPendingProject(db: Database, userId: string, body: unknown, now = new Date()) {
  const kept = await projectToKeep(db, body, now)
  if (!kept) return false
  const values = {
    ...kept,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PENDING_PROJECT_DAYS * DAY_MS),
  }
  await db
    .insert(pendingProject)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: pendingProject.userId, set: values })
  // The photos added in the conversation signed out are the new account's from now on.
  if (kept.chatSessionId) await claimChatPhotos(db, kept.chatSessionId, userId)
  return true
}

async function ownRow(db: Database, userId: string, now: Date, id?: number) {
  const [row] = await db
    .select()
    .from(pendingProject)
    .where(
      and(
        eq(pendingProject.userId, userId),
        gt(pendingProject.expiresAt, now),
        id === undefined ? undefined : eq(pendingProject.id, id),
      ),
    )
  return row ?? null
}

/** The caller's project waiting to be sent, with its providers' names; null when there is none. */
export async function findPendingProject(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<PendingProject | null> {
  const row = await ownRow(db, userId, now)
  if (!row) return null
  const named = await db
    .select({ id: provider.id, slug: provider.slug, name: provider.name })
    .from(provider)
    .where(inArray(provider.id, row.providerIds))
  return {
    id: row.id,
    project: row.project,
    estimate: row.estimate,
    providers: row.providerIds.flatMap((id) => named.filter((p) => p.id === id)),
    expiresAt: row.expiresAt.toISOString(),
  }
}

/**
 * Sends the caller's kept project (one credit, ADR 027). The kept row is removed in the sending's
 * transaction, so it goes out once however often it is asked; null when it is not the caller's,
 * has expired, or was already sent or discarded.
 */
export async function sendPendingProject(
  deps: NotifyDeps,
  caller: Caller,
  id: number,
  now = new Date(),
  /** Sent from demo mode: to demo businesses only (ADR 031). */
  demo = false,
): Promise<CreatedQuoteRequests | null> {
  const row = await ownRow(deps.db, caller.userId, now, id)
  if (!row) return null
  const { providerIds, project, estimate, chatSessionId } = row
  const photoIds = chatSessionId ? await claimChatPhotos(deps.db, chatSessionId, caller.userId) : []
  return createQuoteRequests(
    deps,
    caller,
    {
      providerIds,
      project: { ...project, language: project.language ?? writtenLanguage(project.description) },
      photoIds,
    },
    estimate,
    async (tx, projectId) => {
      const taken = await tx
        .delete(pendingProject)
        .where(and(eq(pendingProject.id, id), eq(pendingProject.userId, caller.userId)))
        .returning({ id: pendingProject.id })
      if (taken.length === 0) throw new DomainError('not_found', 404)
      if (chatSessionId)
        await markSentFromKeptProject(tx, chatSessionId, { userId: caller.userId, projectId, providerIds })
    },
    demo,
  )
}

/** Discards the caller's kept project, with its photos; false when there is none of that id. */
export async function discardPendingProject(
  db: Database,
  files: FileStore,
  userId: string,
  id: number,
): Promise<boolean> {
  const removed = await db
    .delete(pendingProject)
    .where(and(eq(pendingProject.id, id), eq(pendingProject.userId, userId)))
    .returning({ userId: pendingProject.userId, chatSessionId: pendingProject.chatSessionId })
  await removeKeptPhotos(db, files, removed)
  return removed.length > 0
}

/** Forgets kept projects a week after they were kept, with their photos (the hourly purge). */
export async function purgeExpiredPendingProjects(
  db: Database,
  files: FileStore,
  now: Date,
): Promise<number> {
  const removed = await db
    .delete(pendingProject)
    .where(lte(pendingProject.expiresAt, now))
    .returning({ userId: pendingProject.userId, chatSessionId: pendingProject.chatSessionId })
  await removeKeptPhotos(db, files, removed)
  return removed.length
}

async function removeKeptPhotos(
  db: Database,
  files: FileStore,
  kept: readonly { userId: string; chatSessionId: string | null }[],
) {
  for (const { userId, chatSessionId } of kept)
    if (chatSessionId) await removeChatPhotos(db, files, chatSessionId, userId)
}
