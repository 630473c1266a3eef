import { CATEGORY_SLUGS } from '@shared/catalog/categories'
import {
  PROJECT_DESCRIPTION_MAX,
  PROJECT_DESCRIPTION_MIN,
  PROJECT_NAME_MIN,
  TIMELINES,
} from '@shared/quotes/quote-request-schemas'
import { z } from 'zod'

const budget = z
  .string()
  .trim()
  .regex(/^\d{0,7}$/, 'form.errors.budget')
  .transform((v) => (v === '' ? null : Number(v)))

/**
 * The project form (SPEC §3 project). The same rules as the API's ProjectInputSchema; messages are
 * keys of the `requests` namespace so they show translated under each field.
 */
export const ProjectFormSchema = z
  .object({
    name: z.string().trim().min(PROJECT_NAME_MIN, 'form.errors.name').max(120, 'form.errors.name'),
    category: z.enum(CATEGORY_SLUGS, 'form.errors.category'),
    description: z
      .string()
      .trim()
      .min(PROJECT_DESCRIPTION_MIN, 'form.errors.descriptionShort')
      .max(PROJECT_DESCRIPTION_MAX, 'form.errors.descriptionLong'),
    location: z.string().trim().min(2, 'form.errors.location').max(120, 'form.errors.location'),
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
