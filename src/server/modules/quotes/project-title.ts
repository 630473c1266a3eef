import { project } from '@server/db/schema/index'
import type { ProjectTitleFacts } from '@shared/quotes/job-title'

/** The columns a project's title is drawn from, for a nested select (`projectTitle: projectTitleColumns`). */
export const projectTitleColumns = {
  category: project.category,
  name: project.name,
  locality: project.locality,
  createdAt: project.createdAt,
  titleNumber: project.titleNumber,
}

/** Those columns as the API carries them (projectTitle draws the title in the reader's language). */
export const titleFacts = (
  row: Omit<ProjectTitleFacts, 'createdAt'> & { createdAt: Date },
): ProjectTitleFacts => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
})
