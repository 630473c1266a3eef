/**
 * The app-wide channel to the assistant, like a toast's: whether the floating chat is open, and how
 * the next chat panel should start. Any feature may open the chat (directory, provider profile); the
 * assistant feature listens. The first bundle does not import it: the launcher opens the chat for the
 * shell's phone-bar link (`data-opens-assistant`).
 */

/** The provider a quote chat is addressed to (product §2 provider-specific quote chat). */
export interface ProviderContext {
  slug: string
  name: string
}

/** What the next panel to mount should do: switch to a provider's chat and/or send a first message. */
export interface AssistantStart {
  providerContext?: ProviderContext | null
  message?: string
}

interface BusState {
  widgetOpen: boolean
}

let state: BusState = { widgetOpen: false }
let pendingStart: AssistantStart | null = null
const listeners = new Set<() => void>()

function update(next: Partial<BusState>) {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}

export function subscribeAssistant(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export const assistantState = () => state

let returnFocusTo: HTMLElement | null = null

/** Opens the floating chat (full screen on phones, a side panel on wider screens). */
export function openAssistant(start?: AssistantStart) {
  if (start) pendingStart = start
  if (!state.widgetOpen && typeof document !== 'undefined') {
    returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null
  }
  update({ widgetOpen: true })
}

/** Where focus goes back when the chat closes: what opened it, else the launcher. */
export function focusAfterClose() {
  const target = returnFocusTo?.isConnected
    ? returnFocusTo
    : document.querySelector<HTMLElement>('[data-testid="assistant-launcher"]')
  returnFocusTo = null
  target?.focus()
}

export function closeAssistant() {
  update({ widgetOpen: false })
}

/** Read once: the panel that takes it acts on it (a second mount in StrictMode finds nothing). */
export function takeAssistantStart(): AssistantStart | null {
  const start = pendingStart
  pendingStart = null
  return start
}

/**
 * Where the conversation is kept for the browser session (sessionId + transcript). The landing
 * hero reads the same key to restore the conversation after a reload.
 */
export const CONVERSATION_STORAGE_KEY = 'luxpro-assistant-conversation'
