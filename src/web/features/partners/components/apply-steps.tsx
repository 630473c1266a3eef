import { zodResolver } from '@hookform/resolvers/zod'
import { HOW_HEARD, TEAM_SIZES, YEARS_IN_BUSINESS } from '@shared/applications/application-options'
import {
  ApplicationBasicSchema,
  ApplicationBusinessSchema,
  type ApplicationDraft,
  ApplicationFinalSchema,
} from '@shared/applications/application-schemas'
import {
  ON_REQUEST_PRODUCTS,
  PLANS,
  type PlanTier,
  PRODUCTS,
  SELF_SERVICE_TIERS,
} from '@shared/billing/plans'
import { CATEGORY_SLUGS, categoryName } from '@shared/catalog/categories'
import { formatMoney } from '@shared/format/money'
import { Form } from '@web/components/ui/form'
import { FormField, Input, Select, Textarea } from '@web/components/ui/form-field'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { type ReactNode, useEffect } from 'react'
import {
  Controller,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { PlanPrice } from './plan-price'
import { ServiceAreaPicker } from './service-area-picker'
import { ChoiceGroup, choiceClasses, usePartnerFieldError } from './step-fields'

export type BasicValues = z.input<typeof ApplicationBasicSchema>
export type BusinessValues = z.input<typeof ApplicationBusinessSchema>
export type FinalValues = z.input<typeof ApplicationFinalSchema>

/** One step's form: validated on blur and on Next by the step's shared schema; typed values kept. */
function useStepForm<V extends FieldValues>(
  schema: z.ZodType,
  defaults: DefaultValues<V>,
  onTyped: (values: V) => void,
): UseFormReturn<V> {
  const form = useForm({
    resolver: zodResolver(schema as never) as unknown as Resolver<V>,
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: defaults,
  })
  useEffect(() => {
    const subscription = form.watch((values) => onTyped(values as V))
    return () => subscription.unsubscribe()
  }, [form, onTyped])
  return form
}

export interface StepProps<V> {
  defaults: Partial<V>
  onTyped: (values: V) => void
  onNext: (values: V) => void
  actions: ReactNode
  /** The form's id, so the Next button outside it submits it. */
  formId: string
}

export function BasicStep({ defaults, onTyped, onNext, actions, formId }: StepProps<BasicValues>) {
  const { t } = useTranslation('partners')
  const language = useUiLanguage()
  const errorOf = usePartnerFieldError()
  const form = useStepForm<BasicValues>(
    ApplicationBasicSchema,
    {
      contactPerson: '',
      companyName: '',
      email: '',
      phone: '',
      primaryCategory: undefined,
      ...defaults,
    } as BasicValues,
    onTyped,
  )
  const { errors } = form.formState
  const categories = [...CATEGORY_SLUGS].sort((a, b) =>
    categoryName(a, language).localeCompare(categoryName(b, language), language),
  )
  return (
    <Form id={formId} noValidate onSubmit={form.handleSubmit(onNext)} className="grid gap-5 sm:grid-cols-2">
      <FormField
        label={t('apply.fields.contactPerson')}
        error={errorOf('contactPerson', errors.contactPerson)}
      >
        {(field) => <Input {...field} {...form.register('contactPerson')} autoComplete="name" />}
      </FormField>
      <FormField label={t('apply.fields.companyName')} error={errorOf('companyName', errors.companyName)}>
        {(field) => <Input {...field} {...form.register('companyName')} autoComplete="organization" />}
      </FormField>
      <FormField
        label={t('apply.fields.email')}
        hint={t('apply.fields.emailHint')}
        error={errorOf('email', errors.email)}
      >
        {(field) => (
          <Input {...field} {...form.register('email')} type="email" autoComplete="email" inputMode="email" />
        )}
      </FormField>
      <FormField label={t('apply.fields.phone')} error={errorOf('phone', errors.phone)}>
        {(field) => <Input {...field} {...form.register('phone')} type="tel" autoComplete="tel" />}
      </FormField>
      <div className="sm:col-span-2">
        <FormField
          label={t('apply.fields.primaryCategory')}
          error={errorOf('primaryCategory', errors.primaryCategory)}
        >
          {(field) => (
            <Select
              {...field}
              {...form.register('primaryCategory')}
              defaultValue={defaults.primaryCategory ?? ''}
            >
              <option value="" disabled>
                {t('apply.fields.chooseCategory')}
              </option>
              {categories.map((slug) => (
                <option key={slug} value={slug}>
                  {categoryName(slug, language)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <div className="sm:col-span-2">{actions}</div>
    </Form>
  )
}

export function BusinessStep({ defaults, onTyped, onNext, actions, formId }: StepProps<BusinessValues>) {
  const { t } = useTranslation('partners')
  const errorOf = usePartnerFieldError()
  const form = useStepForm<BusinessValues>(
    ApplicationBusinessSchema,
    {
      serviceAreas: [],
      specificServices: '',
      vatNumber: '',
      rcsNumber: '',
      permitNumber: '',
      street: '',
      postalCode: '',
      locality: '',
      ...defaults,
    } as BusinessValues,
    onTyped,
  )
  const { errors } = form.formState
  return (
    <Form id={formId} noValidate onSubmit={form.handleSubmit(onNext)} className="space-y-6">
      <ChoiceGroup
        legend={t('apply.fields.yearsInBusiness')}
        error={errorOf('yearsInBusiness', errors.yearsInBusiness)}
      >
        {YEARS_IN_BUSINESS.map((value) => (
          <label key={value} className={choiceClasses}>
            <input
              type="radio"
              value={value}
              className="mt-1 size-4 accent-brand-700"
              {...form.register('yearsInBusiness')}
            />
            {t(`apply.years.${value}`)}
          </label>
        ))}
      </ChoiceGroup>
      <ChoiceGroup legend={t('apply.fields.teamSize')} error={errorOf('teamSize', errors.teamSize)}>
        {TEAM_SIZES.map((value) => (
          <label key={value} className={choiceClasses}>
            <input
              type="radio"
              value={value}
              className="mt-1 size-4 accent-brand-700"
              {...form.register('teamSize')}
            />
            {t(`apply.team.${value}`)}
          </label>
        ))}
      </ChoiceGroup>
      <fieldset className="space-y-2">
        <legend className="mb-1.5 text-sm font-medium text-ink">{t('apply.fields.serviceAreas')}</legend>
        <p className="text-sm text-slate-600">{t('apply.fields.serviceAreasHint')}</p>
        <Controller
          control={form.control}
          name="serviceAreas"
          render={({ field }) => (
            <ServiceAreaPicker
              value={(field.value as string[] | undefined) ?? []}
              onChange={(areas) => field.onChange(areas)}
              invalid={Boolean(errors.serviceAreas)}
            />
          )}
        />
        {errors.serviceAreas && (
          <p className="text-sm font-medium text-danger">
            {errorOf('serviceAreas', errors.serviceAreas as { message?: string })}
          </p>
        )}
      </fieldset>
      <FormField
        label={t('apply.fields.specificServices')}
        hint={t('apply.fields.specificServicesHint')}
        error={errorOf('specificServices', errors.specificServices)}
      >
        {(field) => (
          <Textarea {...field} {...form.register('specificServices')} className="min-h-24" maxLength={2000} />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-3">
        <FormField
          label={t('apply.fields.vatNumber')}
          hint={t('apply.fields.vatNumberHint')}
          error={errorOf('vatNumber', errors.vatNumber)}
        >
          {(field) => (
            <Input
              {...field}
              {...form.register('vatNumber')}
              autoComplete="off"
              autoCapitalize="characters"
            />
          )}
        </FormField>
        <FormField
          label={t('apply.fields.rcsNumber')}
          hint={t('apply.fields.rcsNumberHint')}
          error={errorOf('rcsNumber', errors.rcsNumber)}
        >
          {(field) => (
            <Input
              {...field}
              {...form.register('rcsNumber')}
              autoComplete="off"
              autoCapitalize="characters"
            />
          )}
        </FormField>
        <FormField
          label={t('apply.fields.permitNumber')}
          hint={t('apply.fields.permitNumberHint')}
          error={errorOf('permitNumber', errors.permitNumber)}
        >
          {(field) => <Input {...field} {...form.register('permitNumber')} autoComplete="off" />}
        </FormField>
      </div>
      <fieldset className="space-y-3">
        <legend className="mb-1.5 text-sm font-medium text-ink">{t('apply.fields.address')}</legend>
        <p className="text-sm text-slate-600">{t('apply.fields.addressHint')}</p>
        <FormField label={t('apply.fields.street')} error={errorOf('street', errors.street)}>
          {(field) => <Input {...field} {...form.register('street')} autoComplete="street-address" />}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-3">
          <FormField label={t('apply.fields.postalCode')} error={errorOf('postalCode', errors.postalCode)}>
            {(field) => (
              <Input
                {...field}
                {...form.register('postalCode')}
                autoComplete="postal-code"
                inputMode="numeric"
              />
            )}
          </FormField>
          <div className="sm:col-span-2">
            <FormField label={t('apply.fields.locality')} error={errorOf('locality', errors.locality)}>
              {(field) => <Input {...field} {...form.register('locality')} autoComplete="address-level2" />}
            </FormField>
          </div>
        </div>
      </fieldset>
      {actions}
    </Form>
  )
}

/**
 * The plan the applicant chose, with its monthly price excl. and incl. VAT; an interest in what only
 * Enterprise offers (several sites, an account manager) adds that a representative will call.
 */
export function TierNote({ tier, products }: { tier: PlanTier; products: readonly string[] }) {
  const { t } = useTranslation('partners')
  const language = useUiLanguage()
  const onRequest = Object.values(PLANS).find((plan) => plan.onRequest)
  const wantsOnRequest = products.some((p) => (ON_REQUEST_PRODUCTS as readonly string[]).includes(p))
  return (
    <div className="rounded-xl border border-brand-100 bg-brand-50 p-4" aria-live="polite">
      <p className="text-sm text-slate-700">{t('apply.summary.tier')}</p>
      <p className="mt-1 text-xl font-semibold text-ink">{t(`tiers.${tier}`)}</p>
      <PlanPrice tier={tier} />
      {wantsOnRequest && onRequest && (
        <p className="mt-2 text-sm font-medium text-ink">
          {t('apply.summary.enterprise', {
            amount: formatMoney(onRequest.monthlyCents / 100, language, { cents: true }),
          })}
        </p>
      )}
    </div>
  )
}

export function FinalStep({ defaults, onTyped, onNext, actions, formId }: StepProps<FinalValues>) {
  const { t } = useTranslation('partners')
  const errorOf = usePartnerFieldError()
  const form = useStepForm<FinalValues>(
    ApplicationFinalSchema,
    { goal: '', otherServiceDescription: '', interestedProducts: [], ...defaults } as FinalValues,
    onTyped,
  )
  const { errors } = form.formState
  return (
    <Form id={formId} noValidate onSubmit={form.handleSubmit(onNext)} className="space-y-6">
      <FormField label={t('apply.fields.howHeard')} error={errorOf('howHeard', errors.howHeard)}>
        {(field) => (
          <Select {...field} {...form.register('howHeard')} defaultValue={defaults.howHeard ?? ''}>
            <option value="" disabled>
              {t('apply.fields.howHeard')}
            </option>
            {HOW_HEARD.map((value) => (
              <option key={value} value={value}>
                {t(`apply.heard.${value}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label={t('apply.fields.goal')} error={errorOf('goal', errors.goal)}>
        {(field) => <Textarea {...field} {...form.register('goal')} className="min-h-24" maxLength={2000} />}
      </FormField>
      <FormField
        label={t('apply.fields.otherServiceDescription')}
        error={errorOf('otherServiceDescription', errors.otherServiceDescription)}
      >
        {(field) => (
          <Textarea
            {...field}
            {...form.register('otherServiceDescription')}
            className="min-h-20"
            maxLength={2000}
          />
        )}
      </FormField>
      <ChoiceGroup
        legend={t('apply.fields.interestedProducts')}
        error={errorOf('interestedProducts', errors.interestedProducts as { message?: string })}
      >
        {PRODUCTS.map((product) => (
          <label key={product} className={choiceClasses}>
            <input
              type="checkbox"
              value={product}
              className="mt-1 size-4 accent-brand-700"
              {...form.register('interestedProducts')}
            />
            <span>
              <span className="block font-medium">{t(`products.${product}.name`)}</span>
              <span className="block text-sm text-slate-600">{t(`products.${product}.body`)}</span>
            </span>
          </label>
        ))}
      </ChoiceGroup>
      <ChoiceGroup
        legend={t('apply.fields.tier')}
        hint={t('apply.fields.tierHint')}
        error={errorOf('tier', errors.tier)}
      >
        {SELF_SERVICE_TIERS.map((value) => (
          <label key={value} className={choiceClasses}>
            <input
              type="radio"
              value={value}
              className="mt-1 size-4 accent-brand-700"
              {...form.register('tier')}
            />
            <span>
              <span className="block font-medium">{t(`tiers.${value}`)}</span>
              <PlanPrice tier={value} />
            </span>
          </label>
        ))}
      </ChoiceGroup>
      <p className="text-sm text-slate-600">{t('apply.enterpriseNote')}</p>
      {actions}
    </Form>
  )
}

/** Values a saved draft gives each step's form. */
export function draftDefaults(draft: ApplicationDraft | undefined) {
  if (!draft) return { basic: {}, business: {}, final: {} }
  return {
    basic: {
      contactPerson: draft.contactPerson,
      companyName: draft.companyName,
      email: draft.email,
      phone: draft.phone,
      primaryCategory: draft.primaryCategory,
    } satisfies BasicValues,
    business: {
      ...(draft.yearsInBusiness ? { yearsInBusiness: draft.yearsInBusiness } : {}),
      ...(draft.teamSize ? { teamSize: draft.teamSize } : {}),
      serviceAreas: draft.serviceAreas,
      specificServices: draft.specificServices ?? '',
      vatNumber: draft.vatNumber ?? '',
      rcsNumber: draft.rcsNumber ?? '',
      permitNumber: draft.permitNumber ?? '',
      street: draft.street ?? '',
      postalCode: draft.postalCode ?? '',
      locality: draft.locality ?? '',
    } as Partial<BusinessValues>,
    final: {
      ...(draft.howHeard ? { howHeard: draft.howHeard } : {}),
      goal: draft.goal ?? '',
      otherServiceDescription: draft.otherServiceDescription ?? '',
      interestedProducts: draft.interestedProducts,
      // Chosen in this step: a draft that has not saved it yet has no plan to show.
      ...(draft.stepsDone.includes('final') && draft.tier !== 'enterprise' ? { tier: draft.tier } : {}),
    } as Partial<FinalValues>,
  }
}
