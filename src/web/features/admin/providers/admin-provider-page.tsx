import type { ProviderDetail } from '@shared/admin/provider-admin-schemas'
import { categoryName } from '@shared/catalog/categories'
import { formatMoney } from '@shared/format/money'
import { formatRating } from '@shared/format/number'
import { placeName } from '@shared/geo/place-names'
import { LocalizedLink, useLocalizedPath } from '@web/components/localized-link'
import { ProjectTitle } from '@web/components/project-title'
import { Badge } from '@web/components/ui/badge'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { ConfirmStepDialog } from '@web/components/ui/confirm-step-dialog'
import { Skeleton } from '@web/components/ui/skeleton'
import {
  useDeleteProvider,
  useEditProvider,
  useProvider,
  useSetProviderChecks,
  useSetProviderStatus,
} from '@web/features/admin/api/providers-api'
import { AdminDialog } from '@web/features/admin/components/admin-dialog'
import { AuditTrail } from '@web/features/admin/components/audit-trail'
import { LoadFailure } from '@web/features/admin/components/load-failure'
import { TypedConfirmDialog } from '@web/features/admin/components/typed-confirm-dialog'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { failureText } from '@web/lib/api/failure-text'
import { formatShortDate } from '@web/lib/format/date'
import { toast } from '@web/lib/toast/toast'
import { ArrowLeft, ExternalLink, Pencil, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { ProviderForm } from './provider-form'

function ProviderActions({ provider }: { provider: ProviderDetail['provider'] }) {
  const { t } = useTranslation('admin')
  const status = useSetProviderStatus(provider.id)
  const checks = useSetProviderChecks(provider.id)
  const edit = useEditProvider(provider.id)
  const remove = useDeleteProvider(provider.id)
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  const [editing, setEditing] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const [hiding, setHiding] = useState(false)
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action()
      toast.success(done)
    } catch (error) {
      toast.error(failureText(error, t('common.failed')))
    }
  }
  return (
    <div className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium">{t('providers.checksTitle')}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-5 accent-brand-600"
            checked={provider.premium}
            disabled={checks.isPending}
            onChange={(event) =>
              run(() => checks.mutateAsync({ premium: event.target.checked }), t('providers.checksSaved'))
            }
          />
          {t('providers.checks.premium')}
        </label>
        <p className="text-sm text-slate-700">
          {t('providers.documentChecks', {
            insured: t(provider.insured ? 'providers.yes' : 'providers.no'),
            verified: t(provider.verified ? 'providers.yes' : 'providers.no'),
          })}{' '}
          <LocalizedLink to="/admin/verification" className="text-brand-700 underline">
            {t('nav.verification')}
          </LocalizedLink>
        </p>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          <Pencil className="size-4" aria-hidden="true" />
          {t('user.edit')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          loading={status.isPending}
          onClick={() =>
            provider.status === 'active'
              ? setHiding(true)
              : run(() => status.mutateAsync('active'), t('providers.shown'))
          }
        >
          {t(provider.status === 'active' ? 'providers.hide' : 'providers.show')}
        </Button>
        <Button variant="danger" size="sm" onClick={() => setDeleting(true)}>
          <Trash2 className="size-4" aria-hidden="true" />
          {t('providers.delete')}
        </Button>
      </div>
      <ConfirmStepDialog
        open={hiding}
        onOpenChange={setHiding}
        title={t('providers.hideTitle', { name: provider.name })}
        consequences={[t('providers.hideSearch'), t('providers.hideBack')]}
        confirmLabel={t('providers.hide')}
        backLabel={t('common.cancel')}
        pending={status.isPending}
        danger
        onConfirm={() =>
          void run(() => status.mutateAsync('inactive'), t('providers.hidden')).then(() => setHiding(false))
        }
      />
      <AdminDialog
        open={editing}
        onOpenChange={setEditing}
        title={t('user.editTitle', { name: provider.name })}
        wide
      >
        <ProviderForm
          initial={{
            name: provider.name,
            companyName: provider.companyName,
            categories: provider.categories,
            locality: provider.locality,
            email: provider.email ?? '',
            phone: provider.phone ?? '',
            website: provider.website ?? '',
            vatNumber: provider.vatNumber ?? '',
            description: provider.description,
          }}
          submitLabel={t('common.save')}
          failureTitle={t('failures.updateProvider')}
          pending={edit.isPending}
          onCancel={() => setEditing(false)}
          onSave={async (values) => {
            await edit.mutateAsync(values)
            toast.success(t('user.saved'))
            setEditing(false)
          }}
        />
      </AdminDialog>
      <TypedConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('providers.deleteTitle', { name: provider.name })}
        body={t('providers.deleteBody')}
        expected={provider.name}
        actionLabel={t('providers.delete')}
        failureTitle={t('failures.deleteProvider')}
        pending={remove.isPending}
        onConfirm={async (typed) => {
          await remove.mutateAsync(typed)
          toast.success(t('providers.deleted'))
          navigate(localize('/admin/providers'))
        }}
      />
    </div>
  )
}

function ProviderBody({ detail }: { detail: ProviderDetail }) {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  const { provider } = detail
  return (
    <>
      <Card>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 className="text-2xl font-semibold">{provider.name}</h2>
            <p className="text-slate-600">
              {provider.categories.map((slug) => categoryName(slug, language)).join(', ')} ·{' '}
              {placeName(provider.locality, language)}
              {provider.locality !== provider.commune ? ` (${placeName(provider.commune, language)})` : ''}
            </p>
            <div className="mt-2 flex flex-wrap gap-1">
              <Badge tone={provider.status === 'active' ? 'success' : 'danger'}>
                {t(`providers.statuses.${provider.status}`)}
              </Badge>
              <Badge>
                {t(`providers.tiers.${provider.subscriptionTier}`, {
                  defaultValue: provider.subscriptionTier,
                })}
              </Badge>
            </div>
          </div>
          <a
            href={`/providers/${provider.slug}`}
            className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
          >
            {t('providers.viewPublic')}
            <ExternalLink className="size-4" aria-hidden="true" />
          </a>
        </div>
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          {[
            [
              t('providers.facts.rating'),
              provider.reviewCount > 0
                ? `${formatRating(provider.rating, language)} (${provider.reviewCount})`
                : '—',
            ],
            [t('providers.facts.email'), provider.email ?? '—'],
            [t('providers.facts.phone'), provider.phone ?? '—'],
            [t('providers.facts.vat'), provider.vatNumber ?? '—'],
            [t('providers.facts.created'), formatShortDate(provider.createdAt, language)],
            [
              t('providers.facts.response'),
              provider.medianResponseMinutes === null
                ? '—'
                : t('dashboard.minutes', {
                    count: provider.medianResponseMinutes,
                    formatted: String(provider.medianResponseMinutes),
                  }),
            ],
          ].map(([label, value]) => (
            <div key={label}>
              <dt className="text-slate-600">{label}</dt>
              <dd className="break-all font-medium">{value}</dd>
            </div>
          ))}
          <div>
            <dt className="text-slate-600">{t('providers.facts.owner')}</dt>
            <dd className="font-medium">
              {provider.ownerUserId ? (
                <LocalizedLink
                  to={`/admin/users/${provider.ownerUserId}`}
                  className="text-brand-700 hover:underline"
                >
                  {provider.ownerEmail}
                </LocalizedLink>
              ) : (
                '—'
              )}
            </dd>
          </div>
        </dl>
        <div className="mt-5 border-t border-slate-100 pt-4">
          <ProviderActions provider={provider} />
        </div>
      </Card>
      <Card>
        <h3 className="text-lg font-semibold">{t('providers.requests')}</h3>
        {detail.requests.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">{t('user.noRequests')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100 text-sm">
            {detail.requests.map((row) => (
              <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <LocalizedLink
                    to={`/admin/projects/${row.projectId}`}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    <ProjectTitle project={row.projectTitle} />
                  </LocalizedLink>{' '}
                  <span className="text-slate-600">{row.customerName ?? ''}</span>
                </span>
                <span className="flex items-center gap-2 text-slate-600">
                  {row.quoteTotal !== null && formatMoney(row.quoteTotal, language)}
                  <Badge>{t(`quoteStatus.${row.status}`)}</Badge>
                  {formatShortDate(row.createdAt, language)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card>
        <h3 className="text-lg font-semibold">{t('user.auditTrail')}</h3>
        <div className="mt-3">
          <AuditTrail entries={detail.audit} />
        </div>
      </Card>
    </>
  )
}

/** /admin/providers/:id: one listing, its checks, its requests, its audit trail. */
export function AdminProviderPage() {
  const { t } = useTranslation('admin')
  const id = Number(useParams().id)
  const provider = useProvider(id)
  return (
    <>
      <LocalizedLink
        to="/admin/providers"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('providers.back')}
      </LocalizedLink>
      {provider.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : provider.isError ? (
        <LoadFailure title={t('providers.notFound')} onRetry={() => void provider.refetch()} />
      ) : (
        <ProviderBody detail={provider.data} />
      )}
    </>
  )
}
