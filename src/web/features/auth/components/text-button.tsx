import { cn } from '@web/components/ui/cn'
import type { ButtonHTMLAttributes } from 'react'

/** A button that reads like a link: switches tabs in place instead of loading a page. */
export function TextButton({
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type={type}
      className={cn(
        'rounded font-medium text-brand-700 underline underline-offset-4 hover:text-brand-600',
        className,
      )}
      {...props}
    />
  )
}
