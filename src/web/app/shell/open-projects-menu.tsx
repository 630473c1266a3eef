import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { useLocalizedPath } from '@web/components/localized-link'
import { useOpenProjects } from '@web/hooks/use-open-projects'
import { ClipboardList, FolderPlus, HelpCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

const item =
  'flex min-h-11 cursor-pointer select-none items-center gap-2 rounded-lg px-3 text-sm font-medium text-ink outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700'

/**
 * A customer's credits said as what they are (ADR 027): how many more projects they may start now
 * (the number; "2 more projects" on very wide screens, German words are long and the signed-in
 * header keeps one row). It opens the rule — free, up to N open projects at a time — and what
 * frees a place. Only customers see it: providers and admins send no projects.
 */
export function OpenProjectsMenu({ balance }: { balance: number }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  const { limit, left } = useOpenProjects()
  const count = left(balance)
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t('openProjects.open', { count })}
        className="inline-flex h-9 shrink-0 items-center gap-1 rounded-full whitespace-nowrap bg-brand-50 px-2 text-sm font-medium text-brand-700 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=open]:bg-brand-100 sm:gap-1.5 sm:px-3"
      >
        <FolderPlus className="size-4" aria-hidden="true" />
        <span className="2xl:hidden">{count}</span>
        <span className="hidden 2xl:inline">{t('openProjects.chip', { count })}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-(--z-popover) w-[min(20rem,calc(100vw-1.5rem))] rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 pt-2 pb-1">
            <span className={count > 0 ? 'block font-semibold text-ink' : 'block font-semibold text-danger'}>
              {count > 0 ? t('openProjects.left', { count }) : t('openProjects.none')}
            </span>
            <span className="mt-1 block text-sm font-normal text-slate-700">
              {t('openProjects.rule', { count: limit })} {t('openProjects.howItWorks')}
            </span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={item} onSelect={() => navigate(localize('/my-requests'))}>
            <ClipboardList className="size-4" aria-hidden="true" />
            {t('account.myRequests')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={item} onSelect={() => navigate(localize('/#faq'))}>
            <HelpCircle className="size-4" aria-hidden="true" />
            {t('openProjects.faq')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
