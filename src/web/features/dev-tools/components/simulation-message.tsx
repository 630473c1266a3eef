import { cn } from '@web/components/ui/cn'
import {
  type SimulationMessage as Message,
  SIMULATION_QUOTED,
} from '@web/features/dev-tools/lib/simulation-script'
import { Bot, CheckCircle2, UserRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { SimulationEstimateCard } from './simulation-estimate-card'
import { SimulationProviderMatches } from './simulation-provider-matches'

export function SimulationMessage({ message }: { message: Message }) {
  const { t, i18n } = useTranslation('devtools')
  const fromCustomer = message.from === 'customer'
  const Avatar = fromCustomer ? UserRound : Bot
  const quoted = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    SIMULATION_QUOTED.map((provider) => provider.name),
  )

  return (
    <li
      className={cn(
        'flex items-end gap-2 motion-safe:transition motion-safe:duration-200 starting:translate-y-1 starting:opacity-0',
        fromCustomer && 'flex-row-reverse',
      )}
    >
      <span
        className={cn(
          'flex size-8 shrink-0 items-center justify-center rounded-full',
          fromCustomer ? 'bg-slate-200 text-slate-700' : 'bg-brand-600 text-white',
        )}
        aria-hidden="true"
      >
        <Avatar className="size-4" />
      </span>
      <div className={cn('max-w-[85%] sm:max-w-[75%]', fromCustomer && 'text-right')}>
        <div
          className={cn(
            'inline-block rounded-2xl px-4 py-2.5 text-left',
            fromCustomer ? 'rounded-br-sm bg-brand-600 text-white' : 'rounded-bl-sm bg-slate-100 text-ink',
          )}
        >
          <span className="sr-only">
            {fromCustomer ? t('simulation.saysCustomer') : t('simulation.saysAssistant')}{' '}
          </span>
          {t(`simulation.script.${message.key}`, { names: quoted, total: SIMULATION_QUOTED.length })}
        </div>
        {message.attachment === 'estimate' && <SimulationEstimateCard />}
        {message.attachment === 'providers' && <SimulationProviderMatches />}
        {message.attachment === 'sent' && (
          <p className="mt-3 inline-flex items-center gap-2 rounded-xl border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800">
            <CheckCircle2 className="size-4" aria-hidden="true" />
            {t('simulation.sentBadge', { count: SIMULATION_QUOTED.length })}
          </p>
        )}
        {message.quickReplies && (
          <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('simulation.quickReplies')}>
            {message.quickReplies.map((key) => (
              <li
                key={key}
                className="rounded-full border border-brand-600 bg-white px-3 py-1 text-sm font-medium text-brand-700"
              >
                {t(`simulation.script.${key}`)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  )
}
