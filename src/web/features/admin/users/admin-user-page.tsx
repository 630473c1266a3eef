import { zodResolver } from '@hookform/resolvers/zod'
import { ACCOUNT_ROLES, type AccountDetail, AccountRoleSchema } from '@shared/admin/account-admin-schemas'
import { formatMoney } from '@shared/format/money'
import { formatNumber } from '@shared/format/number'
import { LocalizedLink, useLocalizedPath } from '@web/components/localized-link'
import { ProjectTitle } from '@web/components/project-title'
import { Badge } from '@web/components/ui/badge'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { ConfirmStepDialog } from '@web/components/ui/confirm-step-dialog'
import { Form } from '@web/components/ui/form'
import { FormField, Select } from '@web/components/ui/form-field'
import { Skeleton } from '@web/components/ui/skeleton'
import {
  useAccount,
  useDeleteAccount,
  useSendPasswordReset,
  useSetAccountRole,
  useSetAccountStatus,
  useSetAccountVerified,
} from '@web/features/admin/api/users-api'
import { AuditTrail } from '@web/features/admin/components/audit-trail'
import { LoadFailure } from '@web/features/admin/components/load-failure'
import { TypedConfirmDialog } from '@web/features/admin/components/typed-confirm-dialog'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { failureText } from '@web/lib/api/failure-text'
import { formatShortDate, formatShortDateTime } from '@web/lib/format/date'
import { useFieldError } from '@web/lib/forms/field-error'
import { toast } from '@web/lib/toast/toast'
import { ArrowLeft, KeyRound, Trash2 } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { AccountFormDialog } from './account-form-dialog'
import { CreditsDialog } from './credits-dialog'
import { DeactivateDialog } from './deactivate-dialog'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <h3 className="text-lg font-semibold">{title}</h3>
      <div className="mt-3">{children}</div>
    </Card>
  )
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600">{children}</p>
}

function RoleControl({ account }: { account: AccountDetail['account'] }) {
  const { t } = useTranslation('admin')
  const fieldError = useFieldError()
  const setRole = useSetAccountRole(account.id)
  const form = useForm({
    resolver: zodResolver(AccountRoleSchema),
    values: { role: account.role },
  })
  const role = form.watch('role')
  const [asking, setAsking] = useState(false)
  const change = async () => {
    try {
      await setRole.mutateAsync(role)
      toast.success(t('user.roleChanged', { role: t(`users.roles.${role}`) }))
    } catch (error) {
      toast.error(failureText(error, t('common.failed')))
    }
    setAsking(false)
  }
  // Giving or taking administration is asked first: it opens or closes the whole console.
  const granting = role === 'admin'
  return (
    <>
      <Form
        className="flex items-end gap-2"
        onSubmit={form.handleSubmit(() => {
          if (granting || account.role === 'admin') setAsking(true)
          else void change()
        })}
      >
        <div className="w-44">
          <FormField label={t('users.fields.role')} error={fieldError(form.formState.errors.role)}>
            {(field) => (
              <Select {...field} {...form.register('role')}>
                {ACCOUNT_ROLES.map((value) => (
                  <option key={value} value={value}>
                    {t(`users.roles.${value}`)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </div>
        <Button
          type="submit"
          variant="secondary"
          loading={setRole.isPending}
          disabled={role === account.role}
        >
          {t('user.changeRole')}
        </Button>
      </Form>
      <ConfirmStepDialog
        open={asking}
        onOpenChange={setAsking}
        title={
          granting
            ? t('user.adminGrantTitle', { name: account.name })
            : t('user.adminRevokeTitle', { name: account.name })
        }
        consequences={
          granting
            ? [t('user.adminGrantPowers'), t('user.adminGrantTwoStep')]
            : [t('user.adminRevokePowers', { role: t(`users.roles.${role}`) })]
        }
        confirmLabel={t('user.changeRole')}
        backLabel={t('common.cancel')}
        pending={setRole.isPending}
        danger={granting}
        onConfirm={() => void change()}
      />
    </>
  )
}

function AccountActions({ account }: { account: AccountDetail['account'] }) {
  const { t } = useTranslation('admin')
  const status = useSetAccountStatus(account.id)
  const verify = useSetAccountVerified(account.id)
  const reset = useSendPasswordReset(account.id)
  const remove = useDeleteAccount(account.id)
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  const [deleting, setDeleting] = useState(false)
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action()
      toast.success(done)
    } catch (error) {
      toast.error(failureText(error, t('common.failed')))
    }
  }
  return (
    <div className="flex flex-wrap items-end gap-2">
      <AccountFormDialog account={account} />
      {account.status === 'active' ? (
        <DeactivateDialog account={account} />
      ) : (
        <Button
          variant="secondary"
          size="sm"
          loading={status.isPending}
          onClick={() => run(() => status.mutateAsync({ status: 'active' }), t('user.activated'))}
        >
          {t('user.activate')}
        </Button>
      )}
      <Button
        variant="secondary"
        size="sm"
        loading={verify.isPending}
        onClick={() =>
          run(
            () => verify.mutateAsync(!account.verified),
            t(account.verified ? 'user.unverified' : 'user.verifiedDone'),
          )
        }
      >
        {t(account.verified ? 'user.unverify' : 'user.verify')}
      </Button>
      <CreditsDialog accountId={account.id} balance={account.credits} />
      <Button
        variant="secondary"
        size="sm"
        loading={reset.isPending}
        onClick={() => run(() => reset.mutateAsync(), t('user.resetSent', { email: account.email }))}
      >
        <KeyRound className="size-4" aria-hidden="true" />
        {t('user.sendReset')}
      </Button>
      <Button variant="danger" size="sm" onClick={() => setDeleting(true)}>
        <Trash2 className="size-4" aria-hidden="true" />
        {t('user.delete')}
      </Button>
      <TypedConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('user.deleteTitle', { name: account.name })}
        body={t('user.deleteBody')}
        expected={account.email}
        actionLabel={t('user.deleteConfirm')}
        failureTitle={t('failures.deleteUser')}
        pending={remove.isPending}
        onConfirm={async (typed) => {
          await remove.mutateAsync(typed)
          toast.success(t('user.deleted', { email: account.email }))
          navigate(localize('/admin/users'))
        }}
      />
    </div>
  )
}

function RequestList({ rows }: { rows: AccountDetail['requests'] }) {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  if (rows.length === 0) return <Empty>{t('user.noRequests')}</Empty>
  return (
    <ul className="divide-y divide-slate-100 text-sm">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span>
            <LocalizedLink
              to={`/admin/projects/${row.projectId}`}
              className="font-medium text-brand-700 hover:underline"
            >
              <ProjectTitle project={row.projectTitle} />
            </LocalizedLink>{' '}
            <span className="text-slate-600">→ {row.providerName}</span>
          </span>
          <span className="flex items-center gap-2 text-slate-600">
            {row.quoteTotal !== null && <span>{formatMoney(row.quoteTotal, language)}</span>}
            <Badge>{t(`quoteStatus.${row.status}`)}</Badge>
            <span>{formatShortDate(row.createdAt, language)}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}

function AccountBody({ detail }: { detail: AccountDetail }) {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  const { account } = detail
  return (
    <>
      <Card>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h2 className="text-2xl font-semibold">{account.name}</h2>
            <p className="break-all text-slate-600">{account.email}</p>
            <div className="mt-2 flex flex-wrap gap-1">
              <Badge tone={account.status === 'active' ? 'success' : 'danger'}>
                {t(`users.statuses.${account.status}`)}
              </Badge>
              <Badge tone="brand">{t(`users.roles.${account.role}`)}</Badge>
              {account.verified && <Badge tone="brand">{t('users.verified')}</Badge>}
              {!account.emailVerified && <Badge tone="warning">{t('user.emailNotConfirmed')}</Badge>}
            </div>
          </div>
          <RoleControl account={account} />
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          {[
            [t('user.facts.credits'), formatNumber(account.credits, language)],
            [
              t('user.facts.language'),
              t(`languages.${account.language}`, { defaultValue: account.language }),
            ],
            [t('user.facts.joined'), formatShortDate(account.createdAt, language)],
            [t('user.facts.sessions'), formatNumber(account.sessions, language)],
            [t('user.facts.location'), account.location ?? '—'],
            [t('user.facts.phone'), account.phoneNumber ?? '—'],
          ].map(([label, value]) => (
            <div key={label}>
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        {account.status === 'inactive' && account.banReason && (
          <p className="mt-3 text-sm text-danger">
            {t('user.deactivatedBecause', { reason: account.banReason })}
          </p>
        )}
        <div className="mt-5 border-t border-slate-100 pt-4">
          <AccountActions account={account} />
        </div>
      </Card>
      <div className="grid gap-4 xl:grid-cols-2">
        <Section title={t('user.listings')}>
          {detail.listings.length === 0 ? (
            <Empty>{t('user.noListings')}</Empty>
          ) : (
            <ul className="space-y-1 text-sm">
              {detail.listings.map((listing) => (
                <li key={listing.id} className="flex items-center justify-between gap-2">
                  <LocalizedLink
                    to={`/admin/providers/${listing.id}`}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    {listing.name}
                  </LocalizedLink>
                  <Badge tone={listing.status === 'active' ? 'success' : 'danger'}>
                    {t(`users.statuses.${listing.status}`)}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={t('user.ledger')}>
          {detail.ledger.length === 0 ? (
            <Empty>{t('user.noLedger')}</Empty>
          ) : (
            <ul className="divide-y divide-slate-100 text-sm">
              {detail.ledger.map((entry) => (
                <li
                  key={`${entry.createdAt}${entry.delta}`}
                  className="flex items-start justify-between gap-3 py-2"
                >
                  <span>
                    {t(`ledger.${entry.reason}`, { defaultValue: entry.reason })}
                    {entry.note && <span className="block text-slate-600">{entry.note}</span>}
                  </span>
                  <span className="whitespace-nowrap text-right">
                    <strong className={entry.delta < 0 ? 'text-danger' : 'text-emerald-700'}>
                      {entry.delta > 0 ? '+' : ''}
                      {formatNumber(entry.delta, language)}
                    </strong>
                    <span className="block text-slate-600">
                      {formatShortDateTime(entry.createdAt, language)}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={t('user.projects')}>
          {detail.projects.length === 0 ? (
            <Empty>{t('user.noProjects')}</Empty>
          ) : (
            <ul className="divide-y divide-slate-100 text-sm">
              {detail.projects.map((project) => (
                <li key={project.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <LocalizedLink
                    to={`/admin/projects/${project.id}`}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    <ProjectTitle project={project} />
                  </LocalizedLink>
                  <span className="flex items-center gap-2 text-slate-600">
                    {t('user.requestCount', { count: project.requests })}
                    <Badge>{t(`quoteStatus.${project.status}`)}</Badge>
                    {formatShortDate(project.createdAt, language)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title={t('user.requestsSent')}>
          <RequestList rows={detail.requests} />
        </Section>
        <Section title={t('user.requestsReceived')}>
          <RequestList rows={detail.received} />
        </Section>
      </div>
      <Section title={t('user.auditTrail')}>
        <AuditTrail entries={detail.audit} />
      </Section>
    </>
  )
}

/** /admin/users/:id: one account, what it did, and every action on it. */
export function AdminUserPage() {
  const { t } = useTranslation('admin')
  const { id = '' } = useParams()
  const account = useAccount(id)
  return (
    <>
      <LocalizedLink
        to="/admin/users"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('user.back')}
      </LocalizedLink>
      {account.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : account.isError ? (
        <LoadFailure title={t('user.notFound')} onRetry={() => void account.refetch()} />
      ) : (
        <AccountBody detail={account.data} />
      )}
    </>
  )
}
