import type { Database } from '@server/db/client'
import {
  chatSession,
  chatTurn,
  contactMessage,
  creditLedger,
  documentTemplate,
  notification,
  outboxEmail,
  partnerApplication,
  pendingProject,
  project,
  projectPhoto,
  provider,
  pushSubscription,
  quote,
  quoteMessage,
  quoteRequest,
  review,
  savedProvider,
  session,
  supportEntry,
  supportTicket,
} from '@server/db/schema/index'
import { attachmentsUploadedBy } from '@server/modules/quotes/message-attachments'
import { and, asc, eq, inArray, or } from 'drizzle-orm'
import { loadProfile } from './profile-service'

/**
 * The cases the person opened at the support desk (contact messages, reports), with what they wrote
 * and what LuxPro answered; the team's internal notes are not part of the conversation.
 */
async function supportCasesOf(db: Database, userId: string, email: string) {
  const cases = await db
    .select({
      id: supportTicket.id,
      reference: supportTicket.reference,
      kind: supportTicket.kind,
      topic: supportTicket.topic,
      status: supportTicket.status,
      reportedItem: supportTicket.targetType,
      createdAt: supportTicket.createdAt,
    })
    .from(supportTicket)
    .where(or(eq(supportTicket.senderUserId, userId), eq(supportTicket.email, email)))
    .orderBy(asc(supportTicket.createdAt))
  if (cases.length === 0) return []
  const entries = await db
    .select({
      ticketId: supportEntry.ticketId,
      from: supportEntry.authorName,
      kind: supportEntry.kind,
      text: supportEntry.body,
      at: supportEntry.createdAt,
    })
    .from(supportEntry)
    .where(
      and(
        inArray(
          supportEntry.ticketId,
          cases.map((row) => row.id),
        ),
        inArray(supportEntry.kind, ['message', 'reply']),
      ),
    )
    .orderBy(asc(supportEntry.id))
  return cases.map(({ id, ...fields }) => ({
    ...fields,
    messages: entries.filter((entry) => entry.ticketId === id).map(({ ticketId: _, ...entry }) => entry),
  }))
}

/**
 * Everything we hold about a person (GDPR art. 15 and 20), without secrets (password hashes, tokens):
 * the account, and what they wrote or sent through LuxPro — projects with the requests, quotes and
 * messages about them, photos and the files of their messages (described, with the link that opens
 * each), reviews, conversations with the assistant, notifications, document templates, partner
 * applications, saved providers and the devices that receive push notifications.
 */
export async function exportPersonalData(db: Database, userId: string) {
  const account = await loadProfile(db, userId)
  if (!account) return null
  const [sessions, credits, emails, messages, projects, photos, reviews, chats, notifications, templates] =
    await Promise.all([
      db
        .select({
          createdAt: session.createdAt,
          expiresAt: session.expiresAt,
          ipAddress: session.ipAddress,
          userAgent: session.userAgent,
        })
        .from(session)
        .where(eq(session.userId, userId)),
      db
        .select({ delta: creditLedger.delta, reason: creditLedger.reason, createdAt: creditLedger.createdAt })
        .from(creditLedger)
        .where(eq(creditLedger.userId, userId))
        .orderBy(asc(creditLedger.createdAt)),
      db
        .select({
          subject: outboxEmail.subject,
          template: outboxEmail.template,
          createdAt: outboxEmail.createdAt,
        })
        .from(outboxEmail)
        .where(eq(outboxEmail.userId, userId)),
      db
        .select({
          name: contactMessage.name,
          email: contactMessage.email,
          topic: contactMessage.topic,
          message: contactMessage.message,
          language: contactMessage.language,
          createdAt: contactMessage.createdAt,
        })
        .from(contactMessage)
        .where(eq(contactMessage.email, account.email)),
      db
        .select({
          id: project.id,
          name: project.name,
          category: project.category,
          description: project.description,
          locality: project.locality,
          commune: project.commune,
          postalCode: project.postalCode,
          budgetLow: project.budgetLow,
          budgetHigh: project.budgetHigh,
          timeline: project.timeline,
          estimate: project.estimate,
          status: project.status,
          shownOnHomePage: project.isPublic,
          createdAt: project.createdAt,
        })
        .from(project)
        .where(eq(project.customerUserId, userId))
        .orderBy(asc(project.createdAt)),
      db
        .select({
          id: projectPhoto.id,
          projectId: projectPhoto.projectId,
          mimeType: projectPhoto.mimeType,
          sizeBytes: projectPhoto.sizeBytes,
          uploadedAt: projectPhoto.createdAt,
        })
        .from(projectPhoto)
        .where(eq(projectPhoto.uploaderUserId, userId))
        .orderBy(asc(projectPhoto.id)),
      db
        .select({
          provider: provider.name,
          rating: review.rating,
          text: review.text,
          language: review.language,
          providerReply: review.reply,
          createdAt: review.createdAt,
        })
        .from(review)
        .innerJoin(provider, eq(provider.id, review.providerId))
        .where(eq(review.authorUserId, userId))
        .orderBy(asc(review.createdAt)),
      db
        .select({
          id: chatSession.id,
          language: chatSession.language,
          category: chatSession.category,
          startedAt: chatSession.createdAt,
        })
        .from(chatSession)
        .where(eq(chatSession.userId, userId))
        .orderBy(asc(chatSession.createdAt)),
      db
        .select({
          kind: notification.kind,
          details: notification.params,
          createdAt: notification.createdAt,
          readAt: notification.readAt,
        })
        .from(notification)
        .where(eq(notification.userId, userId))
        .orderBy(asc(notification.createdAt)),
      db
        .select({
          name: documentTemplate.name,
          description: documentTemplate.description,
          fileName: documentTemplate.fileName,
          kind: documentTemplate.kind,
          sizeBytes: documentTemplate.sizeBytes,
          createdAt: documentTemplate.createdAt,
        })
        .from(documentTemplate)
        .where(eq(documentTemplate.ownerUserId, userId)),
    ])

  const projectIds = projects.map((row) => row.id)
  const chatIds = chats.map((chat) => chat.id)
  const [requests, turns, pending, applications, supportCases, messageFiles, saved] = await Promise.all([
    projectIds.length === 0
      ? []
      : db
          .select({
            id: quoteRequest.id,
            projectId: quoteRequest.projectId,
            provider: provider.name,
            status: quoteRequest.status,
            sentAt: quoteRequest.createdAt,
            updatedAt: quoteRequest.updatedAt,
          })
          .from(quoteRequest)
          .innerJoin(provider, eq(provider.id, quoteRequest.providerId))
          .where(inArray(quoteRequest.projectId, projectIds))
          .orderBy(asc(quoteRequest.id)),
    chatIds.length === 0
      ? []
      : db
          .select({
            sessionId: chatTurn.sessionId,
            from: chatTurn.role,
            text: chatTurn.text,
            at: chatTurn.createdAt,
          })
          .from(chatTurn)
          .where(inArray(chatTurn.sessionId, chatIds))
          .orderBy(asc(chatTurn.id)),
    db
      .select({ project: pendingProject.project, createdAt: pendingProject.createdAt })
      .from(pendingProject)
      .where(eq(pendingProject.userId, userId)),
    db
      .select({
        reference: partnerApplication.reference,
        status: partnerApplication.status,
        companyName: partnerApplication.companyName,
        contactPerson: partnerApplication.contactPerson,
        email: partnerApplication.email,
        phone: partnerApplication.phone,
        primaryCategory: partnerApplication.primaryCategory,
        serviceAreas: partnerApplication.serviceAreas,
        specificServices: partnerApplication.specificServices,
        vatNumber: partnerApplication.vatNumber,
        rcsNumber: partnerApplication.rcsNumber,
        permitNumber: partnerApplication.permitNumber,
        street: partnerApplication.street,
        postalCode: partnerApplication.postalCode,
        locality: partnerApplication.locality,
        plan: partnerApplication.tier,
        question: partnerApplication.question,
        declineReason: partnerApplication.declineReason,
        createdAt: partnerApplication.createdAt,
        submittedAt: partnerApplication.submittedAt,
        decidedAt: partnerApplication.decidedAt,
      })
      .from(partnerApplication)
      .where(
        or(eq(partnerApplication.userId, userId), eq(partnerApplication.email, account.email.toLowerCase())),
      ),
    supportCasesOf(db, userId, account.email),
    attachmentsUploadedBy(db, userId),
    // Every saved provider, a hidden listing's too: the row is the person's, whatever the page shows.
    db
      .select({ provider: provider.name, note: savedProvider.note, savedAt: savedProvider.createdAt })
      .from(savedProvider)
      .innerJoin(provider, eq(provider.id, savedProvider.providerId))
      .where(eq(savedProvider.userId, userId))
      .orderBy(asc(savedProvider.createdAt)),
  ])

  // The devices that receive push notifications (ADR 072): what they are, not their push addresses or keys.
  const pushDevices = await db
    .select({
      device: pushSubscription.deviceLabel,
      language: pushSubscription.language,
      createdAt: pushSubscription.createdAt,
    })
    .from(pushSubscription)
    .where(eq(pushSubscription.userId, userId))
    .orderBy(asc(pushSubscription.createdAt))

  const requestIds = requests.map((request) => request.id)
  const [quotes, requestMessages] =
    requestIds.length === 0
      ? [[], []]
      : await Promise.all([
          db.select().from(quote).where(inArray(quote.quoteRequestId, requestIds)),
          db
            .select({
              requestId: quoteMessage.quoteRequestId,
              from: quoteMessage.sender,
              body: quoteMessage.body,
              sentAt: quoteMessage.createdAt,
              hiddenAt: quoteMessage.hiddenAt,
            })
            .from(quoteMessage)
            .where(inArray(quoteMessage.quoteRequestId, requestIds))
            .orderBy(asc(quoteMessage.id)),
        ])

  const firstRequestOf = (projectId: number | null) =>
    requests.find((request) => request.projectId === projectId)
  const describePhoto = ({ id, projectId, ...photo }: (typeof photos)[number]) => {
    const request = firstRequestOf(projectId)
    return { ...photo, link: request ? `/api/quote-requests/${request.id}/photos/${id}` : null }
  }

  return {
    exportedAt: new Date().toISOString(),
    account,
    sessions,
    credits,
    emailsSentToYou: emails,
    contactMessages: messages,
    supportCases,
    projects: projects.map(({ id, ...fields }) => ({
      ...fields,
      photos: photos.filter((photo) => photo.projectId === id).map(describePhoto),
      requests: requests
        .filter((request) => request.projectId === id)
        .map(({ id: requestId, projectId: _, ...request }) => {
          const answer = quotes.find((row) => row.quoteRequestId === requestId)
          return {
            ...request,
            quote: answer
              ? {
                  startDate: answer.startDate,
                  completionDate: answer.completionDate,
                  materialsCents: answer.materialsCents,
                  laborCents: answer.laborCents,
                  totalExclVatCents: answer.totalCents,
                  vatPercent: answer.vatPercent,
                  vatCents: answer.vatCents,
                  message: answer.message,
                  validUntil: answer.validUntil,
                  sentAt: answer.createdAt,
                }
              : null,
            messages: requestMessages
              .filter((message) => message.requestId === requestId)
              .map(({ requestId: _, hiddenAt, ...message }) => ({
                ...message,
                hiddenAsAbusive: hiddenAt !== null,
              })),
          }
        }),
    })),
    photosNotYetSent: photos.filter((photo) => photo.projectId === null).map(describePhoto),
    messageFiles,
    projectBeingWritten: pending[0] ?? null,
    reviews,
    assistantConversations: chats.map(({ id, ...chat }) => ({
      ...chat,
      messages: turns.filter((turn) => turn.sessionId === id).map(({ sessionId: _, ...turn }) => turn),
    })),
    notifications,
    pushDevices,
    documentTemplates: templates,
    partnerApplications: applications,
    savedProviders: saved,
  }
}
