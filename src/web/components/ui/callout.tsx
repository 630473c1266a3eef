import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from './cn'

type Tone = 'info' | 'success' | 'warning' | 'error'
const styles: Record<Tone, string> = {
  info: 'border-brand-100 bg-brand-50 text-ink',
  success: 'border-emerald-200 bg-emerald-50 text-ink',
  warning: 'border-amber-200 bg-amber-50 text-ink',
  error: 'border-red-200 bg-red-50 text-ink',
}
const icons = { info: Info, success: CheckCircle2, warning: AlertTriangle, error: XCircle }

export function Callout({
  tone = 'info',
  title,
  children,
  className,
}: {
  tone?: Tone
  title?: ReactNode
  children?: ReactNode
  className?: string
}) {
  const Icon = icons[tone]
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={cn('flex gap-3 rounded-xl border p-4', styles[tone], className)}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={cn(title && 'mt-1', 'text-slate-700')}>{children}</div>}
      </div>
    </div>
  )
}
