import { useHydrated } from '@web/hooks/use-hydrated'
import { createContext, useContext } from 'react'

/** True inside a form that may be sent by the browser itself, before the page's script runs. */
export const SendsWithoutScript = createContext(false)

/**
 * Whether a submit button must stay disabled: until the page has hydrated, unless its form works
 * without the script. A button outside such a form (one tied to a form by its `form` attribute
 * included) is locked, so a form is never sent before its script owns it.
 */
export function useSubmitLocked(): boolean {
  const hydrated = useHydrated()
  const sendsWithoutScript = useContext(SendsWithoutScript)
  return !hydrated && !sendsWithoutScript
}
