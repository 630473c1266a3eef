import { Download } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * Download the filtered list as CSV: a link to the streamed export (the session cookie goes with
 * it), comma or semicolon (what Excel expects in French and German).
 */
export function ExportMenu({ href }: { href: (delimiter: 'comma' | 'semicolon') => string }) {
  const { t } = useTranslation('admin')
  const [delimiter, setDelimiter] = useState<'comma' | 'semicolon'>('comma')
  const id = useId()
  return (
    <div className="inline-flex items-stretch overflow-hidden rounded-lg border border-slate-300 bg-white text-sm">
      <a
        href={href(delimiter)}
        download
        className="inline-flex h-9 items-center gap-2 px-3 font-medium hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Download className="size-4" aria-hidden="true" />
        {t('export.action')}
      </a>
      <label htmlFor={id} className="sr-only">
        {t('export.delimiter')}
      </label>
      <select
        id={id}
        value={delimiter}
        onChange={(event) => setDelimiter(event.target.value as 'comma' | 'semicolon')}
        className="w-auto border-l border-slate-300 bg-white px-2 text-sm"
      >
        <option value="comma">{t('export.comma')}</option>
        <option value="semicolon">{t('export.semicolon')}</option>
      </select>
    </div>
  )
}
