import type {
  ChatEstimate,
  ChatLocation,
  ChatState,
  MatchedProviderView,
} from '@shared/assistant/chat-schemas'
import type { CategorySlug } from '@shared/catalog/categories'
import type { AssistantLanguage } from '@shared/i18n/languages'
import type { Timeline } from '@shared/quotes/quote-request-schemas'
import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { user } from './auth'
import { project } from './projects'
import { provider } from './providers'

/** What the conversation has gathered besides the columns: details of the understanding, proposals. */
export interface ChatSessionDetails {
  /** Categories offered in the quick-select while the category is unclear. */
  categoryCandidates: CategorySlug[]
  /** False while the customer has not confirmed `location`. */
  locationConfirmed: boolean
  urgency: 'urgent' | 'soon' | null
  budget: { low?: number; high?: number } | null
  timeline: Timeline | null
  /** The category was picked from a quick-select after an ambiguous description (lower confidence). */
  categoryWasAmbiguous: boolean
  /** Providers proposed in the providers step, as shown (quotes may only go to these). */
  proposedProviders: MatchedProviderView[]
  /**
   * The person chose the language the assistant answers in ("Répondre en français", tapped or typed):
   * it stays for the conversation, whatever language later messages are in. Absent: not chosen.
   */
  languageChosen?: boolean
}

export interface ChatQuantity {
  value: number
  unit: string
}

/**
 * One assistant conversation. Anonymous sessions have no user; `POST /api/chat` links
 * a session to the signed-in customer, after which only that customer can continue it.
 */
export const chatSession = pgTable(
  'chat_session',
  {
    /** Random, unguessable (crypto.randomUUID): the session id is the only key an anonymous visitor holds. */
    id: text().primaryKey(),
    userId: text().references(() => user.id, { onDelete: 'cascade' }),
    /** Set when the chat started from a provider's profile: matching is skipped. */
    providerContextId: integer().references(() => provider.id, { onDelete: 'set null' }),
    state: text().$type<ChatState>().notNull().default('describe'),
    /** The language the assistant answers in: one of its seven (lb, fr, de, en, pt, it, es). */
    language: text().$type<AssistantLanguage>().notNull().default('en'),
    category: text().$type<CategorySlug>(),
    location: jsonb().$type<ChatLocation>(),
    estimate: jsonb().$type<ChatEstimate>(),
    quantities: jsonb().$type<ChatQuantity[]>().notNull().default([]),
    details: jsonb().$type<ChatSessionDetails>().notNull(),
    /** The customer's description, verbatim (their messages joined by new lines): what providers read. */
    customerText: text().notNull().default(''),
    /** The project created when the quotes were sent. */
    projectId: integer().references(() => project.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** Started in demo mode (ADR 031): matches demo businesses only, left out of analytics, removed after 24 hours. */
    demo: boolean().notNull().default(false),
  },
  (t) => [
    index('chat_session_user_idx').on(t.userId),
    index('chat_session_expires_idx').on(t.expiresAt),
    index('chat_session_demo_created_idx').on(t.createdAt).where(sql`demo`),
  ],
)

/** Every message of a conversation, the customer's verbatim and the assistant's reply. */
export const chatTurn = pgTable(
  'chat_turn',
  {
    id: serial().primaryKey(),
    sessionId: text()
      .notNull()
      .references(() => chatSession.id, { onDelete: 'cascade' }),
    role: text().$type<'customer' | 'assistant'>().notNull(),
    text: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_turn_session_idx').on(t.sessionId, t.id)],
)

/** A request no provider could take (product §2 admin "unmatched requests"). */
export const unmatchedRequest = pgTable(
  'unmatched_request',
  {
    id: serial().primaryKey(),
    sessionId: text().references(() => chatSession.id, { onDelete: 'set null' }),
    text: text().notNull(),
    category: text().$type<CategorySlug>().notNull(),
    locality: text().notNull(),
    commune: text().notNull(),
    /** The conversation's language, kept here because sessions are removed after a week. */
    language: text().$type<AssistantLanguage>().notNull().default('en'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set when an admin sent the request to providers by hand. */
    assignedProjectId: integer().references(() => project.id, { onDelete: 'set null' }),
    assignedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('unmatched_request_created_idx').on(t.createdAt)],
)
