import { LocalizedLink } from '@web/components/localized-link'
import { Badge } from '@web/components/ui/badge'
import { Button, buttonClasses } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { useDisableTwoFactor } from '@web/features/profiles/api/disable-two-factor'
import {
  type TwoFactorSetup as Setup,
  useEnableTwoFactor,
} from '@web/features/profiles/api/enable-two-factor'
import { useRenewBackupCodes } from '@web/features/profiles/api/renew-backup-codes'
import { useAuth } from '@web/lib/auth/auth-context'
import { toast } from '@web/lib/toast/toast'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BackupCodesPanel } from './backup-codes-panel'
import { PasswordConfirmForm } from './password-confirm-form'
import { SectionCard } from './section-card'
import { TwoFactorSetup } from './two-factor-setup'

/** Where the section is: at rest, asking for the password, setting up, or showing new codes once. */
type Step =
  | { kind: 'idle' }
  | { kind: 'password'; purpose: 'enable' | 'disable' | 'renew' }
  | { kind: 'setup'; setup: Setup }
  | { kind: 'codes'; codes: string[] }

/**
 * Two-step sign-in (ADR 040): turn it on (password, QR code or secret, first code, then the backup
 * codes shown once), make new backup codes, or turn it off (password). `required`: an admin sent
 * here before the admin console opens.
 */
export function TwoFactorSection({ required = false }: { required?: boolean }) {
  const { t } = useTranslation('profiles')
  const { user } = useAuth()
  const [step, setStep] = useState<Step>({ kind: 'idle' })
  const enable = useEnableTwoFactor()
  const disable = useDisableTwoFactor()
  const renew = useRenewBackupCodes()
  const on = user?.twoFactorEnabled === true
  const idle = () => {
    for (const mutation of [enable, disable, renew]) mutation.reset()
    setStep({ kind: 'idle' })
  }

  const confirmPassword = (purpose: 'enable' | 'disable' | 'renew', password: string) => {
    if (purpose === 'enable')
      enable.mutate(password, { onSuccess: (setup) => setStep({ kind: 'setup', setup }) })
    if (purpose === 'renew')
      renew.mutate(password, { onSuccess: (codes) => setStep({ kind: 'codes', codes }) })
    if (purpose === 'disable')
      disable.mutate(password, {
        onSuccess: () => {
          toast.success(t('settings.twoFactor.turnedOff'))
          idle()
        },
      })
  }
  const pending = { enable: enable.isPending, disable: disable.isPending, renew: renew.isPending }
  const errors = { enable: enable.error, disable: disable.error, renew: renew.error }
  const submitLabels = {
    enable: t('settings.twoFactor.continue'),
    disable: t('settings.twoFactor.turnOff'),
    renew: t('settings.twoFactor.renew'),
  }

  return (
    <div id="two-factor" className="scroll-mt-24">
      <SectionCard title={t('settings.twoFactor.title')} intro={t('settings.twoFactor.body')}>
        <div className="space-y-4">
          <p className="flex items-center gap-2 text-sm">
            {t('settings.twoFactor.status')}
            <Badge tone={on ? 'success' : 'neutral'}>
              {on ? t('settings.twoFactor.statusOn') : t('settings.twoFactor.statusOff')}
            </Badge>
          </p>
          {required && !on && (
            <Callout tone="warning" title={t('settings.twoFactor.requiredTitle')}>
              {t('settings.twoFactor.requiredBody')}
            </Callout>
          )}
          {step.kind === 'idle' &&
            (on ? (
              <div className="flex flex-wrap gap-3">
                {user?.role === 'admin' && required && (
                  <LocalizedLink to="/admin" className={buttonClasses('primary')}>
                    {t('settings.twoFactor.openAdmin')}
                  </LocalizedLink>
                )}
                <Button variant="secondary" onClick={() => setStep({ kind: 'password', purpose: 'renew' })}>
                  {t('settings.twoFactor.renew')}
                </Button>
                <Button variant="danger" onClick={() => setStep({ kind: 'password', purpose: 'disable' })}>
                  {t('settings.twoFactor.turnOff')}
                </Button>
              </div>
            ) : (
              <Button onClick={() => setStep({ kind: 'password', purpose: 'enable' })}>
                {t('settings.twoFactor.turnOn')}
              </Button>
            ))}
          {step.kind === 'password' && (
            <PasswordConfirmForm
              submitLabel={submitLabels[step.purpose]}
              pending={pending[step.purpose]}
              error={errors[step.purpose]}
              onConfirm={(password) => confirmPassword(step.purpose, password)}
              onCancel={idle}
            />
          )}
          {step.kind === 'setup' && (
            <TwoFactorSetup
              setup={step.setup}
              onConfirmed={() => {
                toast.success(t('settings.twoFactor.turnedOn'))
                setStep({ kind: 'codes', codes: step.setup.backupCodes })
              }}
              onCancel={idle}
            />
          )}
          {step.kind === 'codes' && <BackupCodesPanel codes={step.codes} onDone={idle} />}
        </div>
      </SectionCard>
    </div>
  )
}
