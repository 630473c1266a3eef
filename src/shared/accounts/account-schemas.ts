import { z } from 'zod'
import { CATEGORY_SLUGS } from '../catalog/categories'
import { EmailSchema } from '../contact/contact-schemas'
import { UI_LANGUAGES } from '../i18n/languages'
import { NAME_MIN, PasswordSchema } from './password-policy'
import { REGISTRABLE_TYPES, USER_TYPES } from './user-types'

/** SPEC §5 quick registration and auth form: the same rules in the browser and on the server. */
export const RegistrationSchema = z
  .object({
    name: z.string().trim().min(NAME_MIN, 'Name must be at least 2 characters.').max(120),
    email: EmailSchema,
    password: PasswordSchema,
    confirmPassword: z.string(),
    type: z.enum(REGISTRABLE_TYPES),
    location: z.string().trim().min(1, 'Location is required.').max(120),
    phoneNumber: z.string().trim().max(40).optional(),
    acceptTerms: z.literal(true, { error: 'You must accept the terms of service and the privacy policy.' }),
    language: z.enum(UI_LANGUAGES).default('en'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: "Passwords don't match",
  })
export type RegistrationInput = z.input<typeof RegistrationSchema>

export const LoginSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, 'Please enter your password.').max(128),
})

export const CoordinatesSchema = z.object({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
})

/** SPEC §3 user profile (camelCase in the API; snake_case in the database). Email is not here: it cannot change. */
export const ProfileFieldsSchema = z.object({
  name: z.string().trim().min(NAME_MIN, 'Name must be at least 2 characters.').max(120),
  firstName: z.string().trim().max(80).nullish(),
  lastName: z.string().trim().max(80).nullish(),
  phoneNumber: z
    .string()
    .trim()
    .max(40)
    .regex(/^[+\d][\d\s().-]{5,}$/, 'Please enter a valid phone number.')
    .nullish()
    .or(z.literal('')),
  address: z.string().trim().max(200).nullish(),
  location: z.string().trim().max(120).nullish(),
  city: z.string().trim().max(120).nullish(),
  postal_code: z
    .string()
    .trim()
    .regex(/^(L-?)?\d{4}$/i, 'Please enter a Luxembourg postal code such as L-1234.')
    .nullish()
    .or(z.literal('')),
  /** Luxembourg unless the person says otherwise (database default). */
  country: z.string().trim().min(2).max(80).optional(),
  coordinates: CoordinatesSchema.nullish(),
  language: z.enum(UI_LANGUAGES).nullish(),
  currency: z.enum(['EUR', 'USD', 'GBP', 'CHF']).nullish(),
  interests: z.array(z.string().trim().min(1).max(60)).max(20).nullish(),
  roleInCompany: z.string().trim().max(80).nullish(),
  businessName: z.string().trim().max(160).nullish(),
  businessCategory: z.enum(CATEGORY_SLUGS).nullish().or(z.literal('')),
  businessDescription: z.string().trim().max(2000).nullish(),
  services: z.array(z.string().trim().min(1).max(80)).max(30).nullish(),
  website: z
    .string()
    .trim()
    .url('Please enter a full web address such as https://example.lu.')
    .max(200)
    .nullish()
    .or(z.literal('')),
})
export type ProfileFields = z.infer<typeof ProfileFieldsSchema>

/** POST /api/users/profile/store (SPEC §7): the fields it names; type and verified are server state. */
export const ProfileStoreSchema = ProfileFieldsSchema.partial().extend({
  email: z.string().optional(),
  type: z.string().optional(),
  verified: z.boolean().optional(),
})

export const ProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  type: z.enum(USER_TYPES),
  role: z.enum(['customer', 'provider', 'admin']),
  verified: z.boolean(),
  credits: z.number(),
  profileComplete: z.boolean(),
  status: z.enum(['active', 'inactive']),
  ...ProfileFieldsSchema.shape,
  createdAt: z.string(),
})
export type Profile = z.infer<typeof ProfileSchema>
export const ProfileResponseSchema = z.object({ data: ProfileSchema })

export const CurrentUserInfoSchema = z.object({
  data: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    type: z.enum(USER_TYPES),
    role: z.enum(['customer', 'provider', 'admin']),
  }),
})

export const CreditBalanceSchema = z.object({ balance: z.number() })
export const CreditRefillSchema = z.object({
  userId: z.string().min(1),
  amount: z.number().int().min(1).max(1000),
})

export const DeleteAccountSchema = z.object({
  password: z.string().min(1, 'Please enter your password.').max(128),
})
