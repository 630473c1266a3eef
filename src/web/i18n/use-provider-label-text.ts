import { providerLabelText } from '@shared/providers/provider-label-id'
import { useTranslation } from 'react-i18next'

/** Turns a provider's stored label (an id, or words the provider typed) into the interface language. */
export function useProviderLabelText(): (label: string) => string {
  const { t } = useTranslation('providerLabels')
  return (label) => providerLabelText(label, (id) => t(id))
}
