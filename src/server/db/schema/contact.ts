import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

export const contactMessage = pgTable('contact_message', {
  id: serial().primaryKey(),
  name: text().notNull(),
  email: text().notNull(),
  topic: text().notNull(),
  message: text().notNull(),
  language: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
