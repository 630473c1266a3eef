import { ACCESS_FEATURES, type AccessFeatures, ALL_FEATURES } from '@shared/access/access-features'
import { FormField, Input, Select } from '@web/components/ui/form-field'
import { useTranslation } from 'react-i18next'

export interface CodeDraft {
  accessLevel: 'limited' | 'full'
  features: AccessFeatures
  /** A datetime-local value ('' for none). */
  expires: string
  note: string
}

export const EMPTY_DRAFT: CodeDraft = { accessLevel: 'full', features: ALL_FEATURES, expires: '', note: '' }

export const expiryOf = (draft: CodeDraft) => (draft.expires ? new Date(draft.expires).toISOString() : null)

/** What a code grants: its level, its features, its end and a note for admins. */
export function CodeFields({ draft, onChange }: { draft: CodeDraft; onChange: (draft: CodeDraft) => void }) {
  const { t } = useTranslation('admin')
  return (
    <>
      <FormField label={t('accessCodes.level')} hint={t('accessCodes.levelHint')}>
        {(field) => (
          <Select
            {...field}
            value={draft.accessLevel}
            onChange={(event) =>
              onChange({ ...draft, accessLevel: event.target.value as 'limited' | 'full' })
            }
          >
            <option value="full">{t('accessCodes.levels.full')}</option>
            <option value="limited">{t('accessCodes.levels.limited')}</option>
          </Select>
        )}
      </FormField>
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium">{t('accessCodes.features')}</legend>
        <div className="grid grid-cols-2 gap-x-4">
          {ACCESS_FEATURES.map((feature) => (
            <label key={feature} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-5 accent-brand-600"
                checked={draft.features[feature]}
                onChange={(event) =>
                  onChange({ ...draft, features: { ...draft.features, [feature]: event.target.checked } })
                }
              />
              {t(`accessCodes.featureNames.${feature}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <FormField label={t('accessCodes.expires')} hint={t('accessCodes.expiresHint')}>
        {(field) => (
          <Input
            {...field}
            type="datetime-local"
            value={draft.expires}
            onChange={(event) => onChange({ ...draft, expires: event.target.value })}
          />
        )}
      </FormField>
      <FormField label={t('accessCodes.note')}>
        {(field) => (
          <Input
            {...field}
            maxLength={200}
            value={draft.note}
            onChange={(event) => onChange({ ...draft, note: event.target.value })}
          />
        )}
      </FormField>
    </>
  )
}
