import type { ChatReply, MatchedProviderView } from '@shared/assistant/chat-schemas'
import { Button } from '@web/components/ui/button'
import { SignInBlock } from '@web/features/auth/sign-in-block'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { useAuth } from '@web/lib/auth/auth-context'
import { Send } from 'lucide-react'
import { useCallback, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ChatPhotos } from './chat-photos'
import { MatchedProviderCard } from './matched-provider-card'

/**
 * The matched providers with a checkbox each (all chosen at first) and "Request quotes". Signed
 * in, the request goes out at once; otherwise quick registration or login comes first, inline.
 */
export function ProviderChoice({
  reply,
  sending,
  onSend,
}: {
  reply: ChatReply
  sending: boolean
  onSend: (providers: MatchedProviderView[]) => void
}) {
  const { t } = useTranslation('assistant')
  const signedIn = useAuth().status === 'signedIn'
  const titleId = useId()
  const errorId = useId()
  const [chosen, setChosen] = useState<Set<number>>(() => new Set(reply.providers.map((p) => p.id)))
  const [showError, setShowError] = useState(false)
  const [askAuth, setAskAuth] = useState(false)
  // The server sends the conversation's photos with the request: it waits for one still uploading.
  const [uploading, setUploading] = useState(false)
  const onPhotos = useCallback((state: { uploading: boolean }) => setUploading(state.uploading), [])
  const chosenProviders = reply.providers.filter((p) => chosen.has(p.id))

  const toggle = (id: number) => {
    const next = new Set(chosen)
    if (next.has(id)) next.delete(id)
    else next.add(id)
    setChosen(next)
    if (next.size > 0) setShowError(false)
  }
  const request = () => {
    if (chosenProviders.length === 0) return setShowError(true)
    if (uploading) return
    if (signedIn) onSend(chosenProviders)
    else setAskAuth(true)
  }

  return (
    <section aria-labelledby={titleId} className="mt-3">
      <h3 id={titleId} className="text-sm font-semibold text-ink">
        {t('providers.title')}
      </h3>
      {reply.providers.length > 1 && <p className="text-sm text-slate-600">{t('providers.hint')}</p>}
      <ul className="mt-2 space-y-2">
        {reply.providers.map((provider) => (
          <li key={provider.id}>
            <MatchedProviderCard
              provider={provider}
              replyLanguage={reply.language}
              chosen={chosen.has(provider.id)}
              choice={
                <input
                  type="checkbox"
                  checked={chosen.has(provider.id)}
                  onChange={() => toggle(provider.id)}
                  aria-label={t('providers.choose', { name: provider.name })}
                  className="mt-1 size-5 shrink-0 accent-brand-600"
                />
              }
            />
          </li>
        ))}
      </ul>
      <ChatPhotos sessionId={reply.sessionId} onChange={onPhotos} />
      <Button
        className="mt-3 w-full"
        onClick={request}
        loading={sending || uploading}
        aria-describedby={showError ? errorId : undefined}
      >
        {!sending && <Send className="size-5" aria-hidden="true" />}
        {t('providers.request', { count: Math.max(chosenProviders.length, 1) })}
      </Button>
      {showError && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
          {t('providers.chooseOne')}
        </p>
      )}
      {!signedIn && !askAuth && <p className="mt-1.5 text-sm text-slate-600">{t('providers.signInFirst')}</p>}
      {/* Stays mounted while signing in: the form's own success callback sends the request. */}
      {askAuth && (
        <SignInBlock
          location={reply.location?.locality ?? ''}
          pendingProject={{
            source: 'chat',
            sessionId: reply.sessionId,
            providerIds: chosenProviders.map((p) => p.id),
          }}
          onSignedIn={() => {
            setAskAuth(false)
            onSend(chosenProviders)
          }}
        />
      )}
    </section>
  )
}

/** "Anne, Bob and Carl" in the interface language. */
export function useNameList() {
  const language = useUiLanguage()
  return (names: string[]) => new Intl.ListFormat(language, { type: 'conjunction' }).format(names)
}
