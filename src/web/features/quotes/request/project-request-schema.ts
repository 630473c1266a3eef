import { CATEGORY_SLUGS } from '@shared/catalog/categories'
import {
  PROJECT_DESCRIPTION_MAX,
  PROJECT_DESCRIPTION_MIN,
  PROJECT_LOCATION_MAX,
  PROJECT_NAME_MAX,
  PROJECT_NAME_MIN,
  TIMELINES,
} from '@shared/quotes/quote-request-schemas'
import { multiLineText, singleLineText } from '@shared/text/text-input'
import { z } from 'zod'

const budget = z
  .string()
  .trim()
  .regex(/^\d{0,7}$/, 'form.errors.budget')
  .transform((v) => (v === '' ? null : Number(v)))

/**
 * The project form (product §3 project). The same rules as the API's ProjectInputSchema; messages are
 * keys of the `requests` namespace so they show translated under each field (characters that are not
 * text keep the shared message, which fieldError names in every form alike).
 */
export const ProjectFormSchema = z
  .object({
    name: singleLineText({
      min: PROJECT_NAME_MIN,
      max: PROJECT_NAME_MAX,
      tooShort: 'form.errors.name',
      tooLong: 'form.errors.name',
    }),
    category: z.enum(CATEGORY_SLUGS, 'form.errors.category'),
    description: multiLineText({
      min: PROJECT_DESCRIPTION_MIN,
      max: PROJECT_DESCRIPTION_MAX,
      tooShort: 'form.errors.descriptionShort',
      tooLong: 'form.errors.descriptionLong',
    }),
    location: singleLineText({
      min: 2,
      max: PROJECT_LOCATION_MAX,
      tooShort: 'form.errors.location',
      tooLong: 'form.errors.location',
    }),
    budgetLow: budget,
    budgetHigh: budget,
    timeline: z.union([z.enum(TIMELINES), z.literal('')]).transform((v) => (v === '' ? null : v)),
  })
  .refine((v) => v.budgetLow === null || v.budgetHigh === null || v.budgetLow <= v.budgetHigh, {
    message: 'form.errors.budgetOrder',
    path: ['budgetHigh'],
  })
export type ProjectFormInput = z.input<typeof ProjectFormSchema>
export type ProjectFormValues = z.output<typeof ProjectFormSchema>
