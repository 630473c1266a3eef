import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Skeleton } from '@web/components/ui/skeleton'
import { useCurrentSessionId } from '@web/features/profiles/api/get-current-session'
import { useSessions } from '@web/features/profiles/api/list-sessions'
import { useRevokeSession } from '@web/features/profiles/api/revoke-session'
import { toast } from '@web/lib/toast/toast'
import { RotateCw } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { SectionCard } from './section-card'
import { SessionRow } from './session-row'

export function SessionsSection() {
  const { t } = useTranslation('profiles')
  const sessions = useSessions()
  const currentId = useCurrentSessionId().data
  const revoke = useRevokeSession()

  const end = (id: string) =>
    revoke.mutate(id, {
      onSuccess: () => toast.success(t('settings.sessions.ended')),
      onError: () => toast.error(t('settings.sessions.endFailed')),
    })

  return (
    <SectionCard title={t('settings.sessions.title')} intro={t('settings.sessions.body')}>
      {sessions.isPending ? (
        <div className="space-y-4">
          <p role="status" className="sr-only">
            {t('settings.sessions.loading')}
          </p>
          {[0, 1].map((row) => (
            <div key={row} className="flex gap-3">
              <Skeleton className="size-5" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-48" />
                <Skeleton className="h-4 w-64 max-w-full" />
              </div>
            </div>
          ))}
        </div>
      ) : sessions.isError ? (
        <Callout tone="error" title={t('settings.sessions.loadFailed')}>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void sessions.refetch()}>
            <RotateCw className="size-4" aria-hidden="true" />
            {t('settings.retry')}
          </Button>
        </Callout>
      ) : (
        <>
          <ul className="divide-y divide-slate-200">
            {sessions.data.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                isCurrent={session.id === currentId}
                ending={revoke.isPending && revoke.variables === session.id}
                onEnd={() => end(session.id)}
              />
            ))}
          </ul>
          {sessions.data.length <= 1 && (
            <p className="mt-4 text-sm text-slate-600">{t('settings.sessions.onlyThisDevice')}</p>
          )}
        </>
      )}
    </SectionCard>
  )
}
