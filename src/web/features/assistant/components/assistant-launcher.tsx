import { cn } from '@web/components/ui/cn'
import { useCoversTappable } from '@web/features/assistant/hooks/use-covers-tappable'
import { assistantState, openAssistant, subscribeAssistant } from '@web/lib/assistant-bus'
import { LoaderCircle, MessageSquareText } from 'lucide-react'
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'

const loadWidget = () => import('./chat-widget')
const ChatWidget = lazy(async () => ({ default: (await loadWidget()).ChatWidget }))

/** The landing hero's chat (`#assistant`), the same conversation as the floating one. */
const HERO_CHAT_ID = 'assistant'

/**
 * Whether the landing's own chat is on screen: the floating button then stays out of its way (it
 * would cover the hero's Send button). The hero arrives with the lazy landing page, so it is looked
 * for until it appears.
 */
function useHeroChatInView(): boolean {
  const { pathname } = useLocation()
  const [inView, setInView] = useState(false)
  useEffect(() => {
    if (pathname !== '/' || typeof IntersectionObserver === 'undefined') return
    let visibility: IntersectionObserver | undefined
    const watch = (hero: HTMLElement) => {
      visibility = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false))
      visibility.observe(hero)
    }
    const hero = document.getElementById(HERO_CHAT_ID)
    const arrival = new MutationObserver(() => {
      const found = document.getElementById(HERO_CHAT_ID)
      if (!found) return
      arrival.disconnect()
      watch(found)
    })
    if (hero) watch(hero)
    else arrival.observe(document.body, { childList: true, subtree: true })
    return () => {
      arrival.disconnect()
      visibility?.disconnect()
      setInView(false)
    }
  }, [pathname])
  return inView
}

/**
 * The floating chat on every page: a small launcher in the initial bundle; the panel and its
 * messages are imported on first use (hover or focus starts the download early).
 */
export function AssistantLauncher() {
  const { t, i18n } = useTranslation()
  const { widgetOpen } = useSyncExternalStore(subscribeAssistant, assistantState, assistantState)
  const [mounted, setMounted] = useState(false)
  useEffect(() => {
    if (widgetOpen) setMounted(true)
  }, [widgetOpen])
  useEffect(() => {
    // The phone bar's Assistant link (`data-opens-assistant`) opens the chat over the current page
    // instead of leading to the landing's. Capture phase: before the router's click handler, which
    // leaves a prevented click alone. The shell ships none of this code (landing JS budget).
    const onLinkClick = (event: MouseEvent) => {
      const modified = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey
      if (modified || !(event.target instanceof Element)) return
      if (!event.target.closest('a[data-opens-assistant]')) return
      event.preventDefault()
      openAssistant()
    }
    document.addEventListener('click', onLinkClick, true)
    return () => document.removeEventListener('click', onLinkClick, true)
  }, [])
  /** Hover or focus fetches the widget's code and messages before the click. */
  const preload = () => {
    void i18n.loadNamespaces('assistant')
    void loadWidget()
  }
  const loading = widgetOpen && !mounted
  const heroChatInView = useHeroChatInView()
  const button = useRef<HTMLButtonElement>(null)
  const coversTappable = useCoversTappable(button, !widgetOpen)
  const stepAside = !widgetOpen && (heroChatInView || coversTappable)
  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={() => openAssistant()}
        onPointerEnter={preload}
        onFocus={preload}
        aria-haspopup="dialog"
        aria-expanded={widgetOpen}
        aria-busy={loading || undefined}
        data-testid="assistant-launcher"
        title={t('nav.assistant')}
        className={cn(
          // Phones have the Assistant in the bottom navigation: no floating button there.
          // A round icon in the page's right margin (wide screens have 64 px beside the content).
          'fixed right-4 bottom-[calc(var(--bottom-bar-height)+1.5rem)] z-(--z-launcher) inline-flex size-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg shadow-slate-900/20 transition-colors duration-150 hover:bg-brand-700 max-md:hidden',
          // Never over something tappable (the hero chat's Send, a form's Submit, a link).
          stepAside && 'invisible',
        )}
      >
        {loading ? (
          <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
        ) : (
          <MessageSquareText className="size-5" aria-hidden="true" />
        )}
        <span className="sr-only">{t('nav.assistant')}</span>
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <ChatWidget />
        </Suspense>
      )}
    </>
  )
}
