/**
 * What the browser keeps of an application in progress (a draft survives a reload): the
 * draft's link token, the step shown, and what was typed in a step not saved yet. The server keeps
 * the saved steps; this only spares retyping.
 */
const KEY = 'luxpro-partner-application'

export interface StoredDraft {
  token: string | null
  step: number
  /** Typed but not yet saved, per step. */
  unsaved: Record<string, Record<string, unknown>>
}

const EMPTY: StoredDraft = { token: null, step: 0, unsaved: {} }

export function readStoredDraft(): StoredDraft {
  try {
    const raw = localStorage.getItem(KEY)
    if (!raw) return EMPTY
    const parsed = JSON.parse(raw) as Partial<StoredDraft>
    return {
      token: typeof parsed.token === 'string' ? parsed.token : null,
      step: typeof parsed.step === 'number' && parsed.step >= 0 && parsed.step <= 3 ? parsed.step : 0,
      unsaved: parsed.unsaved && typeof parsed.unsaved === 'object' ? parsed.unsaved : {},
    }
  } catch {
    return EMPTY
  }
}

export function writeStoredDraft(next: Partial<StoredDraft>) {
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...readStoredDraft(), ...next }))
  } catch {
    // Private mode or a full storage: the server's draft and the emailed link still work.
  }
}

export function clearStoredDraft() {
  try {
    localStorage.removeItem(KEY)
  } catch {
    // Nothing kept.
  }
}
