import { type ChatSnapshot, chatStore, type TurnContext } from '@web/features/assistant/lib/chat-store'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { useAuth } from '@web/lib/auth/auth-context'
import { useCallback, useSyncExternalStore } from 'react'

/** The shared conversation and the context each turn is sent with (signed in? which language?). */
export function useChat(): { chat: ChatSnapshot; turnContext: () => TurnContext } {
  const chat = useSyncExternalStore(chatStore.subscribe, chatStore.getSnapshot, chatStore.getSnapshot)
  const signedIn = useAuth().status === 'signedIn'
  const language = useUiLanguage()
  const turnContext = useCallback(() => ({ signedIn, language }), [signedIn, language])
  return { chat, turnContext }
}
