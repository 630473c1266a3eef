/** One key factory for the admin console's queries: every mutation invalidates what it changed. */
export const adminKeys = {
  all: ['admin'] as const,
  overview: () => ['admin', 'overview'] as const,
  users: (query: unknown) => ['admin', 'users', query] as const,
  usersAll: () => ['admin', 'users'] as const,
  user: (id: string) => ['admin', 'user', id] as const,
  providers: (query: unknown) => ['admin', 'providers', query] as const,
  providersAll: () => ['admin', 'providers'] as const,
  provider: (id: number) => ['admin', 'provider', id] as const,
  projects: (query: unknown) => ['admin', 'projects', query] as const,
  projectsAll: () => ['admin', 'projects'] as const,
  project: (id: number) => ['admin', 'project', id] as const,
  audit: (query: unknown) => ['admin', 'audit', query] as const,
  errors: (query: unknown) => ['admin', 'errors', query] as const,
  analytics: (query: unknown) => ['admin', 'analytics', query] as const,
  landingVersions: (query: unknown) => ['admin', 'analytics', 'landing-versions', query] as const,
  technical: (window: string) => ['admin', 'technical', window] as const,
  settings: () => ['admin', 'settings'] as const,
  maintenance: () => ['maintenance'] as const,
  templates: () => ['admin', 'email-templates'] as const,
  template: (template: string, language: string) => ['admin', 'email-template', template, language] as const,
  backups: () => ['admin', 'backups'] as const,
}

/** A query string from defined values only. */
export function queryString(values: Record<string, string | number | boolean | undefined | null>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value))
  const text = search.toString()
  return text ? `?${text}` : ''
}
