import { siteContract } from '@shared/api/site-contract'
import type { Translation, TranslationKind } from '@shared/translations/translation-schemas'
import { usePublicSettings } from '@web/hooks/use-public-settings'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { call } from '@web/lib/api/call'
import { failureText } from '@web/lib/api/failure-text'
import { Languages } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * "Translate" beside what someone wrote (a lead's description, a message, a review) when it is in
 * another language than the page's and the site has translation on (ADR 070). The server reads the
 * text itself from `kind` and `id`; the translation shows below, labelled "Machine-translated",
 * and the same button hides it again. `token` is the provider's email-link token on a lead page;
 * `quoteRequestId` the request it opens (the early-access gate checks the token against it).
 */
export function TranslateToggle({
  kind,
  id,
  language,
  token,
  quoteRequestId,
  className = 'mt-1',
}: {
  kind: TranslationKind
  id: number
  language: string | null | undefined
  token?: string | null
  quoteRequestId?: number
  className?: string
}) {
  const { t } = useTranslation('common')
  const reader = useUiLanguage()
  const settings = usePublicSettings()
  const regionId = useId()
  const [translation, setTranslation] = useState<Translation | null>(null)
  const [shown, setShown] = useState(false)
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  if (!settings.data?.translation || !language || language === reader) return null
  // A translation into another language (the page's changed since) is asked for again.
  const current = translation?.to === reader ? translation : null
  const visible = shown && current !== null

  const toggle = async () => {
    if (pending) return
    if (visible) return setShown(false)
    setFailure(null)
    if (current) return setShown(true)
    setPending(true)
    try {
      const answer = await call(siteContract.translate, {
        query: token ? { request: quoteRequestId ?? id, token } : {},
        body: { kind, id, ...(token ? { token } : {}) },
      })
      setTranslation(answer)
      setShown(true)
    } catch (error) {
      setFailure(failureText(error, t('userText.translationFailed')))
    } finally {
      setPending(false)
    }
  }

  return (
    <div className={className}>
      <button
        type="button"
        onClick={toggle}
        // Not disabled while it works: the focus stays on the button.
        aria-disabled={pending || undefined}
        aria-expanded={visible}
        aria-controls={visible ? regionId : undefined}
        className="inline-flex min-h-6 items-center gap-1 text-xs font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 aria-disabled:cursor-wait"
      >
        <Languages className="size-3.5 shrink-0" aria-hidden="true" />
        {pending
          ? t('userText.translating')
          : visible
            ? t('userText.hideTranslation')
            : t('userText.translate')}
      </button>
      {visible && (
        <div id={regionId} className="mt-1 border-l-2 border-slate-300 pl-3">
          <p className="text-xs text-slate-600">{t('userText.machineTranslated')}</p>
          <p lang={current?.to} className="whitespace-pre-line break-words text-ink" data-user-text>
            {current?.text}
          </p>
        </div>
      )}
      {failure && (
        <p role="alert" className="mt-1 text-xs text-danger">
          {failure}
        </p>
      )}
    </div>
  )
}
