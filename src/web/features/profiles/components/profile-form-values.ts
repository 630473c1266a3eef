import type { Profile, ProfileFieldsSchema } from '@shared/accounts/account-schemas'
import { formatPostalCode } from '@web/lib/format/postal-code'
import type { z } from 'zod'

export type ProfileFormInput = z.input<typeof ProfileFieldsSchema>
export type ProfileFormOutput = z.output<typeof ProfileFieldsSchema>
export type ProfileFieldName = keyof ProfileFormInput

/** product §3: the country defaults to Luxembourg; the stored value is the English name. */
export const DEFAULT_COUNTRY = 'Luxembourg'
export const COUNTRIES = [
  { code: 'LU', value: 'Luxembourg' },
  { code: 'BE', value: 'Belgium' },
  { code: 'FR', value: 'France' },
  { code: 'DE', value: 'Germany' },
] as const
export const CURRENCIES = ['EUR', 'USD', 'GBP', 'CHF'] as const

export const INTERESTS_MAX = 20
export const INTEREST_LENGTH_MAX = 60
export const SERVICES_MAX = 30
export const SERVICE_LENGTH_MAX = 80

/** The profile as the form edits it: empty text instead of null, defaults filled in. */
export function toFormValues(profile: Profile): ProfileFormInput {
  return {
    name: profile.name,
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    phoneNumber: profile.phoneNumber ?? '',
    address: profile.address ?? '',
    location: profile.location ?? '',
    city: profile.city ?? '',
    postal_code: formatPostalCode(profile.postal_code),
    country: profile.country || DEFAULT_COUNTRY,
    coordinates: profile.coordinates ?? null,
    language: profile.language ?? 'en',
    currency: profile.currency ?? 'EUR',
    interests: profile.interests ?? [],
    roleInCompany: profile.roleInCompany ?? '',
    businessName: profile.businessName ?? '',
    businessCategory: profile.businessCategory ?? '',
    businessDescription: profile.businessDescription ?? '',
    services: profile.services ?? [],
    website: profile.website ?? '',
  }
}
