import { useOpenProjects } from '@web/hooks/use-open-projects'
import { useTranslation } from 'react-i18next'

/**
 * What sending costs, said as it is (ADR 027): nothing, within the number of projects one may have
 * open at once, and a project counts once whatever the number of providers. The same words as the
 * header's counter.
 */
export function useOpenProjectsNote(): string {
  const { t } = useTranslation('requests')
  const { limit } = useOpenProjects()
  return `${t('openProjects.rule', { ns: 'common', count: limit })} ${t('form.onceNote')}`
}

/** After sending: how many more projects one may start now, or what to do when none. */
export function ProjectsLeftNote({ balance, className }: { balance: number; className?: string }) {
  const { t } = useTranslation('common')
  const count = useOpenProjects().left(balance)
  return <p className={className}>{count > 0 ? t('openProjects.left', { count }) : t('openProjects.none')}</p>
}
