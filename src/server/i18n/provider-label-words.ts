import type { UiLanguage } from '@shared/i18n/languages'
import de from '@shared/i18n/locales/de/providerLabels.json'
import en from '@shared/i18n/locales/en/providerLabels.json'
import fr from '@shared/i18n/locales/fr/providerLabels.json'

type LabelGroups = Record<string, Record<string, string>>

/** Each provider label id with its words in every interface language, read from the catalogue. */
export const PROVIDER_LABEL_WORDS: ReadonlyMap<string, Record<UiLanguage, string>> = new Map(
  Object.entries(en as LabelGroups).flatMap(([group, labels]) =>
    Object.entries(labels).map(([key, english]) => [
      `${group}.${key}`,
      {
        en: english,
        fr: (fr as LabelGroups)[group]?.[key] ?? '',
        de: (de as LabelGroups)[group]?.[key] ?? '',
      },
    ]),
  ),
)
