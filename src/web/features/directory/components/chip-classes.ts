import { cn } from '@web/components/ui/cn'

const chip =
  'inline-flex min-h-10 items-center whitespace-nowrap rounded-full border px-3 py-1.5 text-sm font-medium transition-colors duration-150'

/** The look of the directory's toggle chips (categories, letters): filled when chosen. */
export function chipClasses(selected: boolean) {
  return cn(
    chip,
    selected
      ? 'border-brand-600 bg-brand-600 text-white'
      : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700',
  )
}
