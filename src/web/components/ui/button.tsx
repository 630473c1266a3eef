import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react'
import { Link, type LinkProps } from 'react-router'
import { cn } from './cn'
import { Spinner } from './spinner'
import { useSubmitLocked } from './submit-lock'

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger'
type Size = 'sm' | 'md' | 'lg'

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60'
const variants: Record<Variant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  secondary: 'border border-slate-300 bg-white text-ink hover:bg-slate-50',
  ghost: 'text-brand-700 hover:bg-brand-50',
  danger: 'bg-danger text-white hover:bg-red-800',
}
const sizes: Record<Size, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-4 text-base',
  lg: 'h-12 px-6 text-lg',
}

export function buttonClasses(variant: Variant = 'primary', size: Size = 'md', className?: string) {
  return cn(base, variants[variant], sizes[size], className)
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant
  size?: Size
  loading?: boolean
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, loading, className, children, type = 'button', ...props },
  ref,
) {
  const button = (locked = false) => (
    <button
      ref={ref}
      type={type}
      className={buttonClasses(variant, size, className)}
      aria-busy={loading || undefined}
      {...props}
      disabled={locked || props.disabled}
    >
      {loading && <Spinner className="size-4" />}
      {children}
    </button>
  )
  return type === 'submit' ? <SubmitLock>{button}</SubmitLock> : button()
})

/** A submit button is disabled until its form may be sent (useSubmitLocked); other buttons skip the hook. */
function SubmitLock({ children }: { children: (locked: boolean) => ReactNode }) {
  return children(useSubmitLocked())
}

export function ButtonLink({
  variant,
  size,
  className,
  ...props
}: LinkProps & { variant?: Variant; size?: Size }) {
  return <Link className={buttonClasses(variant, size, className)} {...props} />
}
