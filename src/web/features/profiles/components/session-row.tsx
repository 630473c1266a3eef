import { dateTimeFormat } from '@shared/format/date-time'
import { describeUserAgent } from '@shared/http/user-agent'
import { Badge } from '@web/components/ui/badge'
import { Button } from '@web/components/ui/button'
import type { AuthSession } from '@web/features/profiles/api/list-sessions'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { CheckCircle2, Monitor, Smartphone } from 'lucide-react'
import { useTranslation } from 'react-i18next'

export function SessionRow({
  session,
  isCurrent,
  ending,
  onEnd,
}: {
  session: AuthSession
  isCurrent: boolean
  ending: boolean
  onEnd: () => void
}) {
  const { t } = useTranslation('profiles')
  const language = useUiLanguage()
  const { browser, os, mobile } = describeUserAgent(session.userAgent)
  const device =
    browser && os
      ? t('settings.sessions.browserOn', { browser, os })
      : (browser ?? os ?? t('settings.sessions.unknownDevice'))
  const when = dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' })
  const Icon = mobile ? Smartphone : Monitor
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 gap-3">
        <Icon className="mt-0.5 size-5 shrink-0 text-slate-600" aria-hidden="true" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {device}
            {isCurrent && (
              <Badge tone="success" icon={<CheckCircle2 className="size-4" aria-hidden="true" />}>
                {t('settings.sessions.thisDevice')}
              </Badge>
            )}
          </p>
          <p className="text-sm text-slate-600">
            {t('settings.sessions.started', { date: when.format(new Date(session.createdAt)) })}
          </p>
          {session.ipAddress && (
            <p className="text-sm text-slate-600">{t('settings.sessions.ip', { ip: session.ipAddress })}</p>
          )}
        </div>
      </div>
      {!isCurrent && (
        <Button
          variant="secondary"
          size="sm"
          loading={ending}
          disabled={ending}
          onClick={onEnd}
          aria-label={t('settings.sessions.endLabel', { device })}
          className="shrink-0 self-start sm:self-center"
        >
          {t('settings.sessions.end')}
        </Button>
      )}
    </li>
  )
}
