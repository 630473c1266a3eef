import { zodResolver } from '@hookform/resolvers/zod'
import { type Profile, ProfileFieldsSchema } from '@shared/accounts/account-schemas'
import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Form } from '@web/components/ui/form'
import { useStoreProfile } from '@web/features/profiles/api/store-profile'
import { toast } from '@web/lib/toast/toast'
import { Save } from 'lucide-react'
import { FormProvider, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { AddressFields } from './address-fields'
import { BusinessFields } from './business-fields'
import { CompletenessPrompt } from './completeness-prompt'
import { PersonalDetailsFields } from './personal-details-fields'
import { PreferencesFields } from './preferences-fields'
import { saveErrorMessage, serverFieldErrors } from './profile-errors'
import { type ProfileFormOutput, toFormValues } from './profile-form-values'

/** product §3 profile fields in sections; product §4 profile update with product §8 messages. */
export function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved?: (saved: Profile) => void }) {
  const { t } = useTranslation('profiles')
  const saving = useStoreProfile()
  const form = useForm({
    resolver: zodResolver(ProfileFieldsSchema),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: toFormValues(profile),
  })

  const onSubmit = (values: ProfileFormOutput) => {
    if (saving.isPending) return
    saving.mutate(values, {
      onSuccess: (saved) => {
        form.reset(toFormValues(saved))
        toast.success(t('profile.saved'))
        onSaved?.(saved)
      },
      onError: (error) => {
        // The form keeps what was typed: nothing changes until a save succeeds.
        serverFieldErrors(error).forEach((field, index) => {
          form.setError(field, { type: 'server' }, { shouldFocus: index === 0 })
        })
      },
    })
  }

  return (
    <FormProvider {...form}>
      <Form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-6">
        {!profile.profileComplete && (
          <CompletenessPrompt
            missingLocation={!profile.location?.trim()}
            missingPhone={!profile.phoneNumber?.trim()}
            onGoTo={(field) => form.setFocus(field)}
          />
        )}
        <PersonalDetailsFields email={profile.email} />
        <AddressFields />
        <PreferencesFields />
        {profile.role === 'provider' && <BusinessFields />}
        <div className="space-y-4">
          {saving.isError && (
            <Callout tone="error" title={t('profile.errors.failedTitle')}>
              {saveErrorMessage(saving.error, t)}
            </Callout>
          )}
          <div className="flex justify-end">
            <Button type="submit" size="lg" loading={saving.isPending} className="w-full sm:w-auto">
              {!saving.isPending && <Save className="size-5" aria-hidden="true" />}
              {saving.isPending ? t('profile.saving') : t('profile.save')}
            </Button>
          </div>
        </div>
      </Form>
    </FormProvider>
  )
}
