import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { siteContract } from '@shared/api/site-contract'
import type { AppNotification } from '@shared/quotes/quote-request-schemas'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLocalizedPath } from '@web/components/localized-link'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { call } from '@web/lib/api/call'
import { formatRelativeTime } from '@web/lib/format/relative-time'
import { Bell } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { notificationParams } from './notification-params'

/** The bell's list and unread count: live updates read it again when a notification arrives. */
export const NOTIFICATIONS_KEY = ['notifications'] as const

const markRead = (ids?: number[]) => call(siteContract.markRead, { body: ids ? { ids } : {} })

/** The bell: unread count on the button, the latest notifications in a menu (Radix: arrows, Enter, Escape). */
export function NotificationsMenu() {
  const { t } = useTranslation('notifications')
  const language = useUiLanguage()
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  const queryClient = useQueryClient()
  const list = useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: () => call(siteContract.notifications),
    refetchOnWindowFocus: true,
  })
  const read = useMutation({
    mutationFn: markRead,
    onSuccess: (next) => queryClient.setQueryData(NOTIFICATIONS_KEY, next),
  })
  const unread = list.data?.unread ?? 0
  const items = list.data?.items?.slice(0, 8) ?? []
  const open = (n: AppNotification) => {
    if (!n.readAt) read.mutate([n.id])
    navigate(localize(n.href))
  }
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={unread > 0 ? t('labelUnread', { count: unread }) : t('label')}
        className="relative inline-flex size-9 items-center justify-center rounded-full text-slate-700 sm:size-10 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Bell className="size-5" aria-hidden="true" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-danger px-1 text-center text-xs leading-5 font-semibold text-white"
          >
            {unread > 9 ? '9+' : unread}
          </span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-(--z-popover) w-[min(22rem,calc(100vw-1.5rem))] rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
        >
          <div className="flex items-center justify-between px-2 py-1.5">
            <DropdownMenu.Label className="text-sm font-semibold text-ink">{t('title')}</DropdownMenu.Label>
            {unread > 0 && (
              <DropdownMenu.Item
                onSelect={(event) => {
                  event.preventDefault()
                  read.mutate(undefined)
                }}
                className="cursor-pointer rounded-md px-2 py-1 text-sm font-medium text-brand-700 outline-none data-[highlighted]:bg-brand-50"
              >
                {t('markAll')}
              </DropdownMenu.Item>
            )}
          </div>
          {items.length === 0 ? (
            <p className="px-2 py-3 text-sm text-slate-600">{list.isError ? t('failed') : t('empty')}</p>
          ) : (
            items.map((n) => (
              <DropdownMenu.Item
                key={n.id}
                onSelect={() => open(n)}
                className="flex cursor-pointer gap-2 rounded-lg px-2 py-2 text-sm outline-none data-[highlighted]:bg-brand-50"
              >
                <span
                  aria-hidden="true"
                  className={`mt-1.5 size-2 shrink-0 rounded-full ${n.readAt ? 'bg-transparent' : 'bg-brand-600'}`}
                />
                <span className="min-w-0">
                  <span className={n.readAt ? 'text-slate-700' : 'font-medium text-ink'}>
                    {t(`kinds.${n.kind}`, notificationParams(n, language))}
                  </span>
                  {!n.readAt && <span className="sr-only"> ({t('unread')})</span>}
                  <span className="block text-xs text-slate-600">
                    {formatRelativeTime(n.createdAt, language)}
                  </span>
                </span>
              </DropdownMenu.Item>
            ))
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
