import { FormField, Input, Select } from '@web/components/ui/form-field'

/** The admin tables' filter fields: a label above, the value in the URL (use-url-filters). */

export function SearchFilter({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <FormField label={label}>
      {(field) => (
        <Input {...field} type="search" value={value} onChange={(event) => onChange(event.target.value)} />
      )}
    </FormField>
  )
}

/** A choice among `options`, or none of them (`anyLabel`, the empty value) where the list allows none. */
export function SelectFilter({
  label,
  value,
  onChange,
  anyLabel,
  options,
}: {
  label: string
  value: string | undefined
  onChange: (value: string) => void
  anyLabel?: string
  options: readonly { value: string; label: string }[]
}) {
  return (
    <FormField label={label}>
      {(field) => (
        <Select {...field} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
          {anyLabel !== undefined && <option value="">{anyLabel}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  )
}

export function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string
  value: string | undefined
  onChange: (value: string) => void
}) {
  return (
    <FormField label={label}>
      {(field) => (
        <Input
          {...field}
          type="date"
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  )
}
