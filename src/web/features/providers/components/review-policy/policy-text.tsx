import { LocalizedLink } from '@web/components/localized-link'
import { tokenizePolicyText } from '@web/features/providers/lib/policy-links'
import { ExternalLink } from 'lucide-react'
import { useTranslation } from 'react-i18next'

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600 break-words'

/** A policy sentence with its app paths and web addresses as links. */
export function PolicyText({ text }: { text: string }) {
  const { t } = useTranslation('providers')
  return tokenizePolicyText(text).map((token, index) => {
    const key = `${index}:${token.value}`
    if (token.kind === 'text') return token.value
    if (token.kind === 'path') {
      return (
        <LocalizedLink key={key} to={token.value} className={linkClass}>
          {token.value}
        </LocalizedLink>
      )
    }
    return (
      <a key={key} href={token.value} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {token.value}
        <ExternalLink className="ml-0.5 inline size-3.5 align-baseline" aria-hidden="true" />
        <span className="sr-only"> ({t('contact.opensInNewTab')})</span>
      </a>
    )
  })
}
