import { chatStore } from '@web/features/assistant/lib/chat-store'
import { assistantState, subscribeAssistant } from '@web/lib/assistant-bus'
import { useRef, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import { NewConversationButton } from './chat-header-actions'
import { ChatPanel, type ChatPanelHandle } from './chat-panel'

/**
 * The landing hero's chat: the same conversation as the widget, in the page. While the widget is
 * open over it, only the widget announces replies. `firstMessage` is what the customer wrote in the
 * hero's form ('' when a reload restores the conversation: focus then stays where it is).
 */
export function HeroChat({
  firstMessage,
  actionsSlot,
}: {
  firstMessage: string
  /** A place in the hero's own header for the chat's "New conversation" button. */
  actionsSlot: HTMLElement | null
}) {
  const { widgetOpen } = useSyncExternalStore(subscribeAssistant, assistantState, assistantState)
  const panel = useRef<ChatPanelHandle>(null)
  return (
    <>
      {actionsSlot &&
        createPortal(
          <NewConversationButton
            compact
            onClick={() => {
              chatStore.reset(null)
              panel.current?.focusComposer()
            }}
          />,
          actionsSlot,
        )}
      <div className="mt-4 flex h-[34rem] flex-col border-t border-slate-200 sm:h-[36rem]">
        <ChatPanel
          handle={panel}
          announce={!widgetOpen}
          autoFocus={firstMessage !== ''}
          start={firstMessage ? { message: firstMessage } : undefined}
        />
      </div>
    </>
  )
}
