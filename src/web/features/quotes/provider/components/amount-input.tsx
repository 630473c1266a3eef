import { Input } from '@web/components/ui/form-field'
import { amountText, parseAmount } from '@web/lib/format/amount'
import { type InputHTMLAttributes, type Ref, useEffect, useState } from 'react'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  value: number
  onChange: (value: number) => void
  ref?: Ref<HTMLInputElement>
}

/**
 * A euro amount typed the way people write it here ("1 234,50" or "1234.50"). The text stays as
 * typed; the form holds the number. A value set from outside (a template) replaces the text.
 */
export function AmountInput({ value, onChange, ...props }: Props) {
  const [text, setText] = useState(() => amountText(value))
  useEffect(() => {
    setText((current) => (Object.is(parseAmount(current), value) ? current : amountText(value)))
  }, [value])
  return (
    <Input
      {...props}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onChange={(event) => {
        setText(event.target.value)
        onChange(parseAmount(event.target.value))
      }}
    />
  )
}
