import { PLAN_TIERS, PRODUCTS, SELF_SERVICE_TIERS } from '@shared/billing/plans'
import { CATEGORY_SLUGS } from '@shared/catalog/categories'
import { EmailSchema } from '@shared/contact/contact-schemas'
import { UI_LANGUAGES } from '@shared/i18n/languages'
import { multiLineText, singleLineText } from '@shared/text/text-input'
import { z } from 'zod'
import { HOW_HEARD, TEAM_SIZES, YEARS_IN_BUSINESS } from './application-options'
import { APPLICATION_STATUSES } from './application-status'
import { checkVat, compactNumber, isPermitNumber, isRcsNumber } from './luxembourg-numbers'
import { isServiceArea, SERVICE_AREAS } from './service-areas'

/**
 * The partner application's fields, step by step (product §3). The shared messages are English; the
 * form shows its own text per field and problem (the `code` of each message below), in en/fr/de.
 */
export const APPLICATION_MESSAGES = {
  contactPerson: 'Enter the name of the person we should talk to (at least 2 characters).',
  companyName: 'Enter your company name (at least 2 characters).',
  email: 'Please enter a valid email address.',
  phone: 'Enter a phone number we can call, such as +352 26 12 34 56.',
  primaryCategory: 'Choose your main service category.',
  yearsInBusiness: 'Choose how long your business has been running.',
  teamSize: 'Choose the size of your team.',
  serviceAreas: 'Choose at least one commune or canton where you work.',
  specificServices: 'Describe the services you offer (at least 10 characters).',
  vatFormat: 'Enter your Luxembourg VAT number: LU followed by 8 digits, such as LU12345613.',
  vatChecksum: 'This VAT number does not pass the check-digit test. Please check it for a typo.',
  rcsNumber: 'Enter your RCS number as B followed by digits, such as B123456.',
  permitNumber: 'Enter your establishment permit number as digits, such as 10023456/1.',
  street: 'Enter the street and number of your registered business address.',
  postalCode: 'Enter the 4-digit Luxembourg postal code, such as 8080.',
  locality: 'Enter the locality of your business address, such as Bertrange.',
  howHeard: 'Tell us how you heard about LuxPro.',
  goal: 'Tell us in a few words what you expect from LuxPro (at least 10 characters).',
  interestedProducts: 'Choose at least one product you are interested in.',
  tier: 'Choose your plan.',
} as const

/** The longest text each field takes (characters); a longer one is told this limit. */
export const APPLICATION_TEXT_MAX = {
  contactPerson: 120,
  companyName: 160,
  phone: 40,
  specificServices: 2000,
  street: 160,
  locality: 80,
  goal: 2000,
  otherServiceDescription: 2000,
} as const

const PhoneSchema = singleLineText({
  min: 1,
  max: APPLICATION_TEXT_MAX.phone,
  tooShort: APPLICATION_MESSAGES.phone,
}).regex(/^[+\d][\d\s().-]{5,}$/, APPLICATION_MESSAGES.phone)

const VatNumberSchema = z
  .string(APPLICATION_MESSAGES.vatFormat)
  .max(40, APPLICATION_MESSAGES.vatFormat)
  .transform(compactNumber)
  .superRefine((value, ctx) => {
    const check = checkVat(value)
    if (check === 'format') ctx.addIssue({ code: 'custom', message: APPLICATION_MESSAGES.vatFormat })
    else if (check === 'checksum') ctx.addIssue({ code: 'custom', message: APPLICATION_MESSAGES.vatChecksum })
  })

/** An optional number: empty means not given (null); otherwise it must have its format. */
const optionalNumber = (test: (v: string) => boolean, message: string, normalize: (v: string) => string) =>
  z
    .string()
    .max(40, message)
    .nullish()
    .transform((value) => {
      const compact = normalize(value ?? '')
      return compact === '' ? null : compact
    })
    .refine((value) => value === null || test(value), message)

export const ApplicationBasicSchema = z.object({
  contactPerson: singleLineText({
    min: 2,
    max: APPLICATION_TEXT_MAX.contactPerson,
    tooShort: APPLICATION_MESSAGES.contactPerson,
    required: APPLICATION_MESSAGES.contactPerson,
  }),
  companyName: singleLineText({
    min: 2,
    max: APPLICATION_TEXT_MAX.companyName,
    tooShort: APPLICATION_MESSAGES.companyName,
    required: APPLICATION_MESSAGES.companyName,
  }),
  email: EmailSchema,
  phone: PhoneSchema,
  primaryCategory: z.enum(CATEGORY_SLUGS, APPLICATION_MESSAGES.primaryCategory),
})
export type ApplicationBasic = z.output<typeof ApplicationBasicSchema>

export const ApplicationBusinessSchema = z.object({
  yearsInBusiness: z.enum(YEARS_IN_BUSINESS, APPLICATION_MESSAGES.yearsInBusiness),
  teamSize: z.enum(TEAM_SIZES, APPLICATION_MESSAGES.teamSize),
  serviceAreas: z
    .array(
      z.string().refine(isServiceArea, APPLICATION_MESSAGES.serviceAreas),
      APPLICATION_MESSAGES.serviceAreas,
    )
    .min(1, APPLICATION_MESSAGES.serviceAreas)
    .max(SERVICE_AREAS.length)
    .transform((areas) => [...new Set(areas)]),
  specificServices: multiLineText({
    min: 10,
    max: APPLICATION_TEXT_MAX.specificServices,
    tooShort: APPLICATION_MESSAGES.specificServices,
    required: APPLICATION_MESSAGES.specificServices,
  }),
  vatNumber: VatNumberSchema,
  rcsNumber: optionalNumber(isRcsNumber, APPLICATION_MESSAGES.rcsNumber, compactNumber),
  permitNumber: optionalNumber(isPermitNumber, APPLICATION_MESSAGES.permitNumber, (v) =>
    v.replace(/\s+/g, ''),
  ),
  /** The registered business address: where the listing is placed (checked against the reference data). */
  street: singleLineText({
    min: 3,
    max: APPLICATION_TEXT_MAX.street,
    tooShort: APPLICATION_MESSAGES.street,
    required: APPLICATION_MESSAGES.street,
  }),
  postalCode: z
    .string(APPLICATION_MESSAGES.postalCode)
    .trim()
    .regex(/^(L-?)?\d{4}$/i, APPLICATION_MESSAGES.postalCode)
    .transform((code) => code.slice(-4)),
  locality: singleLineText({
    min: 2,
    max: APPLICATION_TEXT_MAX.locality,
    tooShort: APPLICATION_MESSAGES.locality,
    required: APPLICATION_MESSAGES.locality,
  }),
})
export type ApplicationBusiness = z.output<typeof ApplicationBusinessSchema>

export const ApplicationFinalSchema = z.object({
  howHeard: z.enum(HOW_HEARD, APPLICATION_MESSAGES.howHeard),
  goal: multiLineText({
    min: 10,
    max: APPLICATION_TEXT_MAX.goal,
    tooShort: APPLICATION_MESSAGES.goal,
    required: APPLICATION_MESSAGES.goal,
  }),
  otherServiceDescription: multiLineText({ max: APPLICATION_TEXT_MAX.otherServiceDescription })
    .nullish()
    .transform((v) => v || null),
  interestedProducts: z
    .array(z.enum(PRODUCTS, APPLICATION_MESSAGES.interestedProducts), APPLICATION_MESSAGES.interestedProducts)
    .min(1, APPLICATION_MESSAGES.interestedProducts)
    .max(PRODUCTS.length)
    .transform((products) => [...new Set(products)]),
  /** The plan, chosen by the applicant with its price; never derived from the products. */
  tier: z.enum(SELF_SERVICE_TIERS, APPLICATION_MESSAGES.tier),
})
export type ApplicationFinal = z.output<typeof ApplicationFinalSchema>

/** Starting an application: the first step and the language of its emails. */
export const ApplicationStartSchema = ApplicationBasicSchema.extend({
  language: z.enum(UI_LANGUAGES).default('en'),
})
export type ApplicationStartInput = z.input<typeof ApplicationStartSchema>

/** Saving one step of a draft. */
export const ApplicationStepSaveSchema = z.discriminatedUnion('step', [
  ApplicationBasicSchema.extend({ step: z.literal('basic') }),
  ApplicationBusinessSchema.extend({ step: z.literal('business') }),
  ApplicationFinalSchema.extend({ step: z.literal('final') }),
])
export type ApplicationStepSave = z.input<typeof ApplicationStepSaveSchema>

/** The draft or answer link's token (base64url), as the emailed link carries it. */
export const ApplicationTokenQuerySchema = z.object({
  token: z.string().min(20, 'This link is incomplete.').max(200),
})

/** A draft as its holder sees it: every field saved so far (null until its step is saved). */
export const ApplicationDraftSchema = z.object({
  reference: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  language: z.enum(UI_LANGUAGES),
  /** The steps saved so far. */
  stepsDone: z.array(z.enum(['basic', 'business', 'final'])),
  expiresAt: z.string(),
  contactPerson: z.string(),
  companyName: z.string(),
  email: z.string(),
  phone: z.string(),
  primaryCategory: z.enum(CATEGORY_SLUGS),
  yearsInBusiness: z.enum(YEARS_IN_BUSINESS).nullable(),
  teamSize: z.enum(TEAM_SIZES).nullable(),
  serviceAreas: z.array(z.string()),
  specificServices: z.string().nullable(),
  vatNumber: z.string().nullable(),
  rcsNumber: z.string().nullable(),
  permitNumber: z.string().nullable(),
  street: z.string().nullable(),
  postalCode: z.string().nullable(),
  locality: z.string().nullable(),
  howHeard: z.enum(HOW_HEARD).nullable(),
  goal: z.string().nullable(),
  otherServiceDescription: z.string().nullable(),
  interestedProducts: z.array(z.enum(PRODUCTS)),
  /** The plan the applicant chose in the last step (basic until that step is saved). */
  tier: z.enum(PLAN_TIERS),
})
export type ApplicationDraft = z.infer<typeof ApplicationDraftSchema>

export const ApplicationStartedSchema = z.object({ token: z.string(), draft: ApplicationDraftSchema })

export const ApplicationSubmittedSchema = z.object({
  reference: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  tier: z.enum(PLAN_TIERS),
  /** When the 48 hours end. */
  reviewDueAt: z.string(),
  email: z.string(),
})
export type ApplicationSubmitted = z.infer<typeof ApplicationSubmittedSchema>

/** The question an admin asked, as the applicant's answer link shows it. */
export const ApplicationQuestionSchema = z.object({
  reference: z.string(),
  companyName: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  question: z.string(),
  askedAt: z.string(),
  /** Whether the question still waits for an answer (false once answered or decided). */
  open: z.boolean(),
})
export type ApplicationQuestion = z.infer<typeof ApplicationQuestionSchema>

export const ApplicationAnswerSchema = z.object({
  answer: multiLineText({
    min: 2,
    max: 4000,
    tooShort: 'Write your answer (at least 2 characters).',
    required: 'Write your answer (at least 2 characters).',
  }),
})
export type ApplicationAnswerInput = z.input<typeof ApplicationAnswerSchema>
