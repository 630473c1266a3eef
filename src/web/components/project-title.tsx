import { type ProjectTitleFacts, projectTitle } from '@shared/quotes/job-title'
import { useUiLanguage } from '@web/i18n/use-ui-language'

/**
 * A project's title in the page's language: the customer's own title as typed (their words, marked
 * so), else drawn from its trade, place and month ("Plomberie à Mamer, novembre 2026").
 */
export function ProjectTitle({ project }: { project: ProjectTitleFacts }) {
  const language = useUiLanguage()
  if (project.name !== null) return <span data-user-text>{project.name}</span>
  return <>{projectTitle(project, language)}</>
}
