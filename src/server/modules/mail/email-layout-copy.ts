import { SELLER } from '@shared/billing/seller'
import type { UiLanguage } from '@shared/i18n/languages'

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

export const LAYOUT_COPY: Record<UiLanguage, LayoutCopy> = {
  en: {
    fallback: 'If the button does not work, copy this link into your browser:',
    identity: identity('VAT'),
  },
  fr: {
    fallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    identity: identity('TVA'),
  },
  de: {
    fallback: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
    identity: identity('USt-IdNr.'),
  },
}
