import { CATEGORY_SLUGS } from '@shared/catalog/categories'
import { EmailSchema, PersonNameSchema } from '@shared/contact/contact-schemas'
import { CoordinatesSchema } from '@shared/geo/coordinate-schemas'
import { UI_LANGUAGES } from '@shared/i18n/languages'
import { multiLineText, singleLineText, webAddress } from '@shared/text/text-input'
import { z } from 'zod'
import { PasswordSchema } from './password-policy'
import { REGISTRABLE_TYPES, USER_TYPES } from './user-types'

const PhoneNumberSchema = singleLineText({ max: 40 }).regex(
  /^[+\d][\d\s().-]{5,}$/,
  'Please enter a valid phone number.',
)

/** product §5 quick registration and auth form: the same rules in the browser and on the server. */
export const RegistrationSchema = z
  .object({
    name: PersonNameSchema,
    email: EmailSchema,
    password: PasswordSchema,
    confirmPassword: z.string(),
    type: z.enum(REGISTRABLE_TYPES),
    location: singleLineText({ min: 1, max: 120, tooShort: 'Location is required.' }),
    phoneNumber: singleLineText({ max: 40 }).optional(),
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

export const PROFILE_CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF'] as const

/** product §3 user profile (camelCase in the API; snake_case in the database). Email is not here: it cannot change. */
export const ProfileFieldsSchema = z.object({
  name: PersonNameSchema,
  firstName: singleLineText({ max: 80 }).nullish(),
  lastName: singleLineText({ max: 80 }).nullish(),
  phoneNumber: PhoneNumberSchema.nullish().or(z.literal('')),
  address: singleLineText({ max: 200 }).nullish(),
  location: singleLineText({ max: 120 }).nullish(),
  city: singleLineText({ max: 120 }).nullish(),
  postal_code: z
    .string()
    .trim()
    .regex(/^(L-?)?\d{4}$/i, 'Please enter a Luxembourg postal code such as L-1234.')
    .nullish()
    .or(z.literal('')),
  /** Luxembourg unless the person says otherwise (database default). */
  country: singleLineText({ min: 2, max: 80 }).optional(),
  coordinates: CoordinatesSchema.nullish(),
  language: z.enum(UI_LANGUAGES).nullish(),
  currency: z.enum(PROFILE_CURRENCIES).nullish(),
  interests: z
    .array(singleLineText({ min: 1, max: 60 }))
    .max(20)
    .nullish(),
  roleInCompany: singleLineText({ max: 80 }).nullish(),
  businessName: singleLineText({ max: 160 }).nullish(),
  businessCategory: z.enum(CATEGORY_SLUGS).nullish().or(z.literal('')),
  businessDescription: multiLineText({ max: 2000 }).nullish(),
  services: z
    .array(singleLineText({ min: 1, max: 80 }))
    .max(30)
    .nullish(),
  website: webAddress(200).nullish().or(z.literal('')),
})
export type ProfileFields = z.infer<typeof ProfileFieldsSchema>

/** POST /api/users/profile/store (product §7): the fields it names; type and verified are server state. */
export const ProfileStoreSchema = ProfileFieldsSchema.partial().extend({
  email: z.string().optional(),
  type: z.string().optional(),
  verified: z.boolean().optional(),
})

/**
 * The profile as the API answers it. Its text fields are plain strings, not the input rules: a value
 * stored before today's rules (a longer name set through an older endpoint) must still be readable,
 * so that its owner can see and fix it instead of getting a 500 on every read.
 */
export const ProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  type: z.enum(USER_TYPES),
  role: z.enum(['customer', 'provider', 'admin']),
  verified: z.boolean(),
  credits: z.number(),
  profileComplete: z.boolean(),
  status: z.enum(['active', 'inactive']),
  name: z.string(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  phoneNumber: z.string().nullish(),
  address: z.string().nullish(),
  location: z.string().nullish(),
  city: z.string().nullish(),
  postal_code: z.string().nullish(),
  country: z.string().optional(),
  coordinates: CoordinatesSchema.nullish(),
  language: z.enum(UI_LANGUAGES).nullish(),
  currency: z.enum(PROFILE_CURRENCIES).nullish(),
  interests: z.array(z.string()).nullish(),
  roleInCompany: z.string().nullish(),
  businessName: z.string().nullish(),
  businessCategory: z.enum(CATEGORY_SLUGS).nullish().or(z.literal('')),
  businessDescription: z.string().nullish(),
  services: z.array(z.string()).nullish(),
  website: z.string().nullish(),
  createdAt: z.string(),
  /** Sign-in asks for a code from an authenticator app after the password (required for admins). */
  twoFactorEnabled: z.boolean(),
  /** GET /api/users/me: this session is the account's first (the greeting says Welcome, not Welcome back). */
  firstSignIn: z.boolean().optional(),
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
    /** An admin without it is sent to set it up: the admin API refuses them until then. */
    twoFactorEnabled: z.boolean(),
  }),
})

export const CreditBalanceSchema = z.object({ balance: z.number() })
export const CreditRefillSchema = z.object({
  userId: singleLineText({ min: 1, max: 100 }),
  amount: z.number().int().min(1).max(1000),
})

export const DeleteAccountSchema = z.object({
  password: z.string().min(1, 'Please enter your password.').max(128),
})
