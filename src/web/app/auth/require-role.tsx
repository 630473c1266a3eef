import type { Role } from '@shared/accounts/user-types'
import { ROLE_HOME } from '@web/app/shell/role-navigation'
import { LocalizedLink } from '@web/components/localized-link'
import { buttonClasses } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Container } from '@web/components/ui/container'
import { PageHeader } from '@web/components/ui/page-header'
import { useAccountRole } from '@web/lib/auth/use-account-role'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

type GatedRole = Exclude<Role, 'admin'>

/**
 * A page one role works from (a provider's portfolio, a customer's requests): anyone else is told
 * whom it is for and led to their own page, instead of a request the server refuses (403).
 * Sits inside RequireAuth, so the account is known. `page`: a whole page (with its h1), else a
 * part of the dashboard, whose layout holds the h1.
 */
export function RequireRole({
  only: role,
  page = false,
  children,
}: {
  only: GatedRole
  page?: boolean
  children: ReactNode
}) {
  const mine = useAccountRole()
  if (mine === null || mine === role) return children
  if (!page) return <WrongRole role={role} mine={mine} titled />
  return (
    <>
      <WrongRoleHeader role={role} />
      <Container className="py-8 sm:py-10">
        <WrongRole role={role} mine={mine} />
      </Container>
    </>
  )
}

function WrongRoleHeader({ role }: { role: GatedRole }) {
  const { t } = useTranslation()
  return <PageHeader title={t(`roleGate.${role}.title`)} />
}

function WrongRole({ role, mine, titled = false }: { role: GatedRole; mine: Role; titled?: boolean }) {
  const { t } = useTranslation()
  return (
    <Callout tone="info" title={titled ? t(`roleGate.${role}.title`) : undefined} className="max-w-2xl">
      <p>{t(`roleGate.${role}.body`)}</p>
      <LocalizedLink to={ROLE_HOME[mine]} className={buttonClasses('secondary', 'sm', 'mt-3')}>
        {t(`roleGate.home.${mine}`)}
      </LocalizedLink>
    </Callout>
  )
}
