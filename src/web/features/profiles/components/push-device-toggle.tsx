import { cn } from '@web/components/ui/cn'
import {
  fetchPushKey,
  removePushSubscription,
  savePushSubscription,
} from '@web/features/profiles/api/push-subscription'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { ApiRequestError } from '@web/lib/api/request-error'
import { keyBytes, madeFor, pushSupported, workerRegistration } from '@web/lib/push/push-device'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** What this device can do about push, as the toggle says it. */
export type PushState = 'checking' | 'unsupported' | 'unavailable' | 'blocked' | 'off' | 'on'

/**
 * "Push notifications on this device" (ADR 072): a switch, with what it cannot do said plainly — a
 * browser without push, a server without it, notifications blocked in the browser. While on, the
 * device's subscription is sent again when the page opens or its language changes, so pushes come
 * in the language it is read in; it shows on only for the account that turned it on.
 */
export function PushDeviceToggle() {
  const { t } = useTranslation('profiles')
  const language = useUiLanguage()
  const hintId = useId()
  const [state, setState] = useState<PushState>('checking')
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const key = useRef<string | null>(null)

  useEffect(() => {
    let current = true
    const settle = (next: PushState) => {
      if (current) setState(next)
    }
    void (async () => {
      const registration = await workerRegistration()
      if (!registration) return settle('unsupported')
      if (Notification.permission === 'denied') return settle('blocked')
      const { publicKey } = await fetchPushKey()
      key.current = publicKey
      if (!publicKey) return settle('unavailable')
      const subscription = await registration.pushManager.getSubscription()
      if (!subscription) return settle('off')
      if (!madeFor(subscription, publicKey)) {
        await subscription.unsubscribe()
        return settle('off')
      }
      // On for this account only if it is the one that turned this device on.
      const mine = await savePushSubscription(subscription, language, { resume: true }).then(
        () => true,
        (error: unknown) => {
          if (error instanceof ApiRequestError && error.status === 404) return false
          throw error
        },
      )
      settle(mine ? 'on' : 'off')
    })().catch(() => settle(pushSupported() ? 'off' : 'unsupported'))
    return () => {
      current = false
    }
  }, [language])

  const turnOn = useCallback(async () => {
    const registration = await workerRegistration()
    const publicKey = key.current
    if (!registration || !publicKey) return setState('unsupported')
    const permission = await Notification.requestPermission()
    if (permission === 'denied') return setState('blocked')
    if (permission !== 'granted') return setState('off')
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    })
    try {
      await savePushSubscription(subscription, language)
    } catch (error) {
      await subscription.unsubscribe()
      throw error
    }
    setState('on')
  }, [language])

  const turnOff = useCallback(async () => {
    const registration = await workerRegistration()
    const subscription = await registration?.pushManager.getSubscription()
    if (subscription) {
      await removePushSubscription(subscription.endpoint).catch((error: unknown) => {
        // Already forgotten by the server (signed out elsewhere, gone at the push service): fine.
        if (!(error instanceof ApiRequestError && error.status === 404)) throw error
      })
      await subscription.unsubscribe()
    }
    setState('off')
  }, [])

  const change = (on: boolean) => {
    setBusy(true)
    setFailed(false)
    void (on ? turnOn() : turnOff()).catch(() => setFailed(true)).finally(() => setBusy(false))
  }

  const usable = state === 'on' || state === 'off'
  return (
    <div className="rounded-lg border border-slate-200 p-4">
      <label
        className={cn(
          'inline-flex min-h-11 items-center gap-3 font-medium text-slate-900',
          usable ? 'cursor-pointer' : 'cursor-not-allowed',
        )}
      >
        <span className="relative inline-flex shrink-0 items-center">
          <input
            type="checkbox"
            role="switch"
            checked={state === 'on'}
            aria-checked={state === 'on'}
            disabled={!usable || busy}
            aria-describedby={hintId}
            onChange={(event) => change(event.target.checked)}
            className="peer sr-only"
          />
          <span
            aria-hidden="true"
            className="h-6 w-11 rounded-full bg-slate-400 transition-colors peer-checked:bg-brand-700 peer-disabled:opacity-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600"
          />
          <span
            aria-hidden="true"
            className="absolute left-0.5 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
          />
        </span>
        {t('settings.pushDevice.title')}
      </label>
      <div id={hintId} className="mt-1 space-y-1 text-sm text-slate-600">
        <p>{t('settings.pushDevice.hint')}</p>
        <p aria-live="polite" data-push-state={state} className={cn(state === 'blocked' && 'text-slate-800')}>
          {t(`settings.pushDevice.states.${state}`)}
        </p>
      </div>
      {failed && (
        <p role="alert" className="mt-2 text-sm font-medium text-danger">
          {t('settings.pushDevice.failed')}
        </p>
      )}
    </div>
  )
}
