import type { AuditEntry } from '@shared/admin/account-admin-schemas'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatShortDateTime } from '@web/lib/format/date'
import { useTranslation } from 'react-i18next'

const compact = (value: Record<string, unknown> | null) =>
  value && Object.keys(value).length > 0 ? JSON.stringify(value) : null

/** Who did what, when, from where, with the before and after: an account's or a listing's trail. */
export function AuditTrail({ entries }: { entries: readonly AuditEntry[] }) {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  if (entries.length === 0) return <p className="text-sm text-slate-600">{t('audit.none')}</p>
  return (
    <ol className="divide-y divide-slate-100 text-sm">
      {entries.map((entry) => {
        const before = compact(entry.before)
        const after = compact(entry.after)
        const details = compact(entry.details)
        return (
          <li key={entry.id} className="py-2">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-medium">
                {t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}
              </span>
              <time dateTime={entry.at} className="text-slate-600">
                {formatShortDateTime(entry.at, language)}
              </time>
            </div>
            <p className="text-slate-600">
              {t('audit.by', { actor: entry.actorEmail ?? t('audit.system') })}
              {entry.ip ? ` · ${entry.ip}` : ''}
            </p>
            {(before || after || details) && (
              <dl className="mt-1 grid gap-x-3 font-mono text-xs text-slate-700 sm:grid-cols-[auto_1fr]">
                {before && (
                  <>
                    <dt className="text-slate-500">{t('audit.before')}</dt>
                    <dd className="break-all">{before}</dd>
                  </>
                )}
                {after && (
                  <>
                    <dt className="text-slate-500">{t('audit.after')}</dt>
                    <dd className="break-all">{after}</dd>
                  </>
                )}
                {details && (
                  <>
                    <dt className="text-slate-500">{t('audit.details')}</dt>
                    <dd className="break-all">{details}</dd>
                  </>
                )}
              </dl>
            )}
          </li>
        )
      })}
    </ol>
  )
}
