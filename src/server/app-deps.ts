import type { Config } from './config'
import type { DatabaseHandle } from './db/client'
import type { PageCache } from './http/page-cache'
import type { CandidatePool } from './modules/assistant/chat/candidate-providers'
import type { Mailer } from './modules/mail/mailer'
import type { DirectoryIndex } from './modules/providers/directory/directory-index'
import type { SearchCache } from './modules/providers/directory/search-cache'
import type { ProfileCache } from './modules/providers/profile-cache'
import type { RecentWorkCache } from './modules/showcase/recent-work'

/** What buildApp needs from the outside world; tests pass an in-memory database. */
export interface AppDeps {
  config: Config
  database: DatabaseHandle
  /** Directory of the built web app (dist/web). */
  webRoot: string
  version: string
  startedAt: number
  /** Signs sessions (resolveAuthSecret). */
  authSecret: string
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps
    mailer: Mailer
    /** Directory search answers; every write that changes what a search shows clears it. */
    searchCache: SearchCache
    /** What directory searches filter, count and sort by, in memory; cleared with searchCache. */
    directoryIndex: DirectoryIndex
    /** Rendered public pages; cleared when a listing, a review or a setting changes. */
    pageCache: PageCache
    /** Providers' public profiles as read from the database; kept and cleared with pageCache. */
    providerProfiles: ProfileCache
    /** The landing's strip of uploaded work; cleared with searchCache and by portfolio changes. */
    recentWork: RecentWorkCache
    /** The providers of each trade the assistant matches from, in memory; cleared with searchCache. */
    candidatePool: CandidatePool
  }
}
