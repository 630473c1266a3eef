import { createTranslator } from '@server/i18n/translator'
import { SELLER } from '@shared/billing/seller'
import { UI_LANGUAGES, type UiLanguage } from '@shared/i18n/languages'

/** The words the layout adds around every email, in the reader's language. */
interface LayoutCopy {
  /** Above the link written out under the button. */
  fallback: string
  /** The operator's legal identity, as the site's company details state it: its items, in order. */
  identity: string[]
}

const REGISTER = `RCS Luxembourg ${SELLER.rcsNumber.replace(/^B(\d)/, 'B $1')}`
const identity = (vatLabel: string) => [
  SELLER.name,
  SELLER.address.join(', '),
  REGISTER,
  `${vatLabel} ${SELLER.vatNumber}`,
]

/** From the `emails` catalogue (layout.*), with the seller's details around the VAT label. */
export const LAYOUT_COPY = Object.fromEntries(
  UI_LANGUAGES.map((language) => {
    const t = createTranslator(language, 'emails')
    return [language, { fallback: t('layout.fallback'), identity: identity(t('layout.vat')) }]
  }),
) as Record<UiLanguage, LayoutCopy>
