import { type ClassValue, clsx } from 'clsx'
import { twMerge } from 'tailwind-merge'

/** Joins class names; a later Tailwind class overrides an earlier one of the same kind (p-0 over p-5). */
export const cn = (...values: ClassValue[]) => twMerge(clsx(values))
