import { ACCESS_FEATURES, ALL_FEATURES } from '@shared/access/access-features'
import {
  ACCESS_CODE_NOTE_MAX,
  AccessCodeCreateSchema,
  AccessInviteSchema,
} from '@shared/access/access-schemas'
import { FormField, Input, Select } from '@web/components/ui/form-field'
import { useFieldError } from '@web/lib/forms/field-error'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'

/** A datetime-local value ('' for none) as the ISO time the server takes. */
const expiresAtField = z
  .string()
  .transform((value) => {
    if (!value) return null
    const time = new Date(value)
    return Number.isNaN(time.getTime()) ? value : time.toISOString()
  })
  .pipe(AccessCodeCreateSchema.shape.expiresAt.unwrap())

/** The addresses as pasted: one a line, or separated by commas, semicolons or spaces. */
export const emailsIn = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((value) => value.trim())
    .filter(Boolean)

const codeGrantFields = {
  accessLevel: AccessCodeCreateSchema.shape.accessLevel,
  features: AccessCodeCreateSchema.shape.features,
  expiresAt: expiresAtField,
  note: AccessCodeCreateSchema.shape.note,
}

/** A new code as the admin fills it in, checked and shaped by the server's own schema. */
export const CodeFormSchema = z.object({
  ...codeGrantFields,
  maxUses: z
    .string()
    .transform((value) => (value.trim() ? Number(value) : null))
    .pipe(AccessCodeCreateSchema.shape.maxUses.unwrap()),
})
export type CodeFormInput = z.input<typeof CodeFormSchema>

/** Invitations as the admin fills them in: the addresses as typed, checked as the server checks them. */
export const InviteFormSchema = z.object({
  ...codeGrantFields,
  emails: z.string().transform(emailsIn).pipe(AccessInviteSchema.shape.emails),
  language: AccessInviteSchema.shape.language,
})
export type InviteFormInput = z.input<typeof InviteFormSchema>

export const EMPTY_GRANT = { accessLevel: 'full', features: ALL_FEATURES, expiresAt: '', note: '' } as const

/** What a code grants: its level, its features, its end and a note for admins (in a form's context). */
export function CodeFields() {
  const { t } = useTranslation('admin')
  const fieldError = useFieldError()
  const {
    register,
    formState: { errors },
  } = useFormContext<Pick<CodeFormInput, keyof typeof codeGrantFields>>()
  return (
    <>
      <FormField label={t('accessCodes.level')} hint={t('accessCodes.levelHint')}>
        {(field) => (
          <Select {...field} {...register('accessLevel')}>
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
                {...register(`features.${feature}`)}
              />
              {t(`accessCodes.featureNames.${feature}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <FormField
        label={t('accessCodes.expires')}
        hint={t('accessCodes.expiresHint')}
        error={fieldError(errors.expiresAt, { other: t('fieldErrors.expires') })}
      >
        {(field) => <Input {...field} type="datetime-local" {...register('expiresAt')} />}
      </FormField>
      <FormField label={t('accessCodes.note')} error={fieldError(errors.note)}>
        {(field) => <Input {...field} maxLength={ACCESS_CODE_NOTE_MAX} {...register('note')} />}
      </FormField>
    </>
  )
}
