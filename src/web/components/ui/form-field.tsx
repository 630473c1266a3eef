import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from './cn'

const control =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-ink placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 aria-[invalid=true]:border-danger'

/** Label above, control, hint and the field's error under it (docs/ui-guidelines.md, Forms). */
export function FormField({
  label,
  error,
  hint,
  children,
}: {
  label: ReactNode
  error?: string
  hint?: ReactNode
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode
}) {
  const id = useId()
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  )
}

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...props },
  ref,
) {
  return <input ref={ref} className={cn(control, className)} {...props} />
})

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function Textarea({ className, ...props }, ref) {
    return <textarea ref={ref} className={cn(control, 'min-h-32', className)} {...props} />
  },
)

export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function Select(
  { className, ...props },
  ref,
) {
  return <select ref={ref} className={cn(control, 'pr-8', className)} {...props} />
})

/**
 * A file field in the page's language: the browser would write "Choose File / No file chosen" in its
 * own. The native input lies over the box, invisible, so a click, the keyboard, a screen reader and a
 * test's setInputFiles reach it as before; the words beside it are only for the eye.
 */
export function FileInput({
  className,
  onChange,
  ref,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation('common')
  const [chosen, setChosen] = useState<string | null>(null)
  const input = useRef<HTMLInputElement | null>(null)
  // A form library registers the field by its ref (react-hook-form reads the files from it).
  const setInput = (node: HTMLInputElement | null) => {
    input.current = node
    if (typeof ref === 'function') ref(node)
    else if (ref) ref.current = node
  }
  useEffect(() => {
    const form = input.current?.form
    if (!form) return
    const forget = () => setChosen(null)
    form.addEventListener('reset', forget)
    return () => form.removeEventListener('reset', forget)
  }, [])
  return (
    <div
      className={cn(
        'relative flex min-h-11 items-center gap-3 rounded-lg border border-slate-300 bg-white px-2 py-1.5 has-[input[aria-invalid=true]]:border-danger',
        className,
      )}
    >
      <input
        ref={setInput}
        {...props}
        type="file"
        onChange={(event) => {
          const names = Array.from(event.target.files ?? [], (file) => file.name)
          setChosen(names.length > 0 ? names.join(', ') : null)
          onChange?.(event)
        }}
        className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
      />
      <span
        aria-hidden="true"
        className="shrink-0 rounded-md bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:bg-slate-100 peer-disabled:text-slate-600"
      >
        {t('fileInput.choose')}
      </span>
      <span aria-hidden="true" className="min-w-0 truncate text-sm text-slate-600">
        {chosen ?? t('fileInput.none')}
      </span>
    </div>
  )
}
