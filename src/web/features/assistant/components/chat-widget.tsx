import * as Dialog from '@radix-ui/react-dialog'
import { useChat } from '@web/features/assistant/hooks/use-chat'
import { chatStore } from '@web/features/assistant/lib/chat-store'
import { assistantState, closeAssistant, focusAfterClose, subscribeAssistant } from '@web/lib/assistant-bus'
import { LoaderCircle, MessageSquareText, X } from 'lucide-react'
import { type MouseEvent, type RefObject, Suspense, useRef, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { NewConversationButton } from './chat-header-actions'
import { ChatPanel, type ChatPanelHandle } from './chat-panel'

/**
 * The floating chat (full screen on phones, a side panel on wider screens). A modal dialog:
 * focus moves into the message box, Tab stays inside, Escape closes and focus goes back. A page
 * opened from it (a provider's name, "How it works") closes it, or the page would stay behind it.
 */
export function ChatWidget() {
  const { widgetOpen } = useSyncExternalStore(subscribeAssistant, assistantState, assistantState)
  const panel = useRef<ChatPanelHandle>(null)
  return (
    <Dialog.Root open={widgetOpen} onOpenChange={(open) => (open ? undefined : closeAssistant())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-(--z-dialog) hidden bg-ink/30 md:block" />
        <Dialog.Content
          data-testid="assistant-widget"
          onOpenAutoFocus={(event) => {
            // Ready: straight to the message box. Still loading: the panel focuses it once it shows.
            if (!panel.current) return
            event.preventDefault()
            panel.current.focusComposer()
          }}
          onCloseAutoFocus={(event) => {
            // Radix returns focus to a Dialog.Trigger; this dialog is opened from several places.
            event.preventDefault()
            focusAfterClose()
          }}
          onClick={closeWhenALinkOpensAPage}
          className="fixed inset-0 z-(--z-dialog) flex flex-col bg-white focus:outline-none md:inset-auto md:top-4 md:right-4 md:bottom-4 md:w-[28rem] md:overflow-hidden md:rounded-2xl md:border md:border-slate-200 md:shadow-2xl"
        >
          <Suspense fallback={<LoadingFrame />}>
            <WidgetBody panel={panel} />
          </Suspense>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** A plain click on a link of the site (the router has already moved to its page): the chat steps aside. */
function closeWhenALinkOpensAPage(event: MouseEvent<HTMLElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!link || link.getAttribute('target') === '_blank' || !link.getAttribute('href')?.startsWith('/')) return
  closeAssistant()
}

/** Before the messages have loaded: a titled dialog that says it is loading (product §2 "Loading..."), in the page's language. */
function LoadingFrame() {
  const { t } = useTranslation('common', { useSuspense: false })
  const loading = t('shell.loading')
  return (
    <>
      <Dialog.Title className="sr-only">{loading}</Dialog.Title>
      <Dialog.Description className="sr-only">{loading}</Dialog.Description>
      <div role="status" className="flex flex-1 items-center justify-center gap-2 text-slate-600">
        <LoaderCircle className="size-5 animate-spin text-brand-600" aria-hidden="true" />
        <span>{loading}</span>
      </div>
    </>
  )
}

function WidgetBody({ panel }: { panel: RefObject<ChatPanelHandle | null> }) {
  const { t } = useTranslation('assistant')
  const { chat } = useChat()
  const provider = chat.conversation.providerContext
  const newConversation = () => {
    chatStore.reset(null)
    panel.current?.focusComposer()
  }
  return (
    <>
      <header className="flex items-center gap-3 border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white px-4 py-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-600 text-white">
          <MessageSquareText className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <Dialog.Title className="truncate font-semibold">
            {provider ? t('panel.providerTitle', { name: provider.name }) : t('panel.title')}
          </Dialog.Title>
          <Dialog.Description className="sr-only">
            {provider ? t('panel.providerDescription', { name: provider.name }) : t('panel.description')}
          </Dialog.Description>
        </div>
        {chat.conversation.entries.length > 0 && <NewConversationButton compact onClick={newConversation} />}
        <Dialog.Close
          className="-mr-1 grid size-10 shrink-0 place-items-center rounded-lg text-slate-600 hover:bg-slate-100"
          aria-label={t('panel.close')}
        >
          <X className="size-5" aria-hidden="true" />
        </Dialog.Close>
      </header>
      <ChatPanel handle={panel} autoFocus />
    </>
  )
}
