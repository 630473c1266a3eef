import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { toast } from '@web/lib/toast/toast'
import { Copy, Download } from 'lucide-react'
import { useTranslation } from 'react-i18next'

const FILE_NAME = 'luxpro-backup-codes.txt'

/** The backup codes, shown this once: copy them, download them, then say they are saved. */
export function BackupCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('profiles')
  const asText = `${t('settings.twoFactor.codesFileTitle')}\n\n${codes.join('\n')}\n`

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'))
      toast.success(t('settings.twoFactor.copied'))
    } catch {
      toast.error(t('settings.twoFactor.copyFailed'))
    }
  }
  const download = () => {
    const url = URL.createObjectURL(new Blob([asText], { type: 'text/plain;charset=utf-8' }))
    const link = document.createElement('a')
    link.href = url
    link.download = FILE_NAME
    link.click()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }

  return (
    <div className="space-y-4">
      <Callout tone="warning" title={t('settings.twoFactor.codesTitle')}>
        {t('settings.twoFactor.codesBody')}
      </Callout>
      <ol
        aria-label={t('settings.twoFactor.codesLabel')}
        className="grid grid-cols-2 gap-2 rounded-lg border border-slate-200 bg-slate-50 p-4 font-mono text-base sm:max-w-md"
        data-testid="backup-codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden="true" />
          {t('settings.twoFactor.copy')}
        </Button>
        <Button variant="secondary" onClick={download}>
          <Download className="size-4" aria-hidden="true" />
          {t('settings.twoFactor.download')}
        </Button>
        <Button onClick={onDone}>{t('settings.twoFactor.saved')}</Button>
      </div>
    </div>
  )
}
