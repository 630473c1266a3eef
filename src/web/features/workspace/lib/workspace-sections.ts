/**
 * The provider's business sections live under /dashboard/portfolio (product §2: the dashboard's children
 * are requests and portfolio), one per `?section=`; the gallery is the default.
 */
export const WORKSPACE_SECTIONS = [
  'portfolio',
  'services',
  'availability',
  'quote-templates',
  'reviews',
  'documents',
] as const
export type WorkspaceSection = (typeof WORKSPACE_SECTIONS)[number]

export function workspaceSectionOf(params: URLSearchParams): WorkspaceSection {
  const raw = params.get('section')
  return (WORKSPACE_SECTIONS as readonly string[]).includes(raw ?? '')
    ? (raw as WorkspaceSection)
    : 'portfolio'
}

export function workspacePath(section: WorkspaceSection): string {
  return section === 'portfolio' ? '/dashboard/portfolio' : `/dashboard/portfolio?section=${section}`
}
