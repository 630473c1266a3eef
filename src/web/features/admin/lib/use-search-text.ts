import { useDebouncedValue } from '@web/hooks/use-debounced-value'
import { useEffect, useState } from 'react'

/**
 * A search box's text, written to the URL once typing pauses: `current` is the value in the URL,
 * `commit` writes a new one.
 */
export function useSearchText(current: string | undefined, commit: (text: string) => void, delay = 300) {
  const [text, setText] = useState(current ?? '')
  const debounced = useDebouncedValue(text, delay)
  useEffect(() => {
    if ((current ?? '') !== debounced) commit(debounced)
  }, [debounced, current, commit])
  return [text, setText] as const
}
