import { Container } from '@web/components/ui/container'
import { PageHeader } from '@web/components/ui/page-header'
import type { ReactNode } from 'react'
import { DevToolsNav } from './dev-tools-nav'

/**
 * The frame every test and demo page shares: one h1 with its lead, the sections, links to the others
 * (in development: production has only the demo page, and no link to the developer pages).
 */
export function DevPage({
  title,
  lead,
  children,
}: {
  title: ReactNode
  lead: ReactNode
  children: ReactNode
}) {
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <Container className="space-y-12 py-8 sm:py-10">
        {children}
        {import.meta.env.DEV && <DevToolsNav />}
      </Container>
    </>
  )
}
