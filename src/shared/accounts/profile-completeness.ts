import type { UserType } from './user-types'

/**
 * product §4: a business or serviceProvider profile is complete only with both location and phone
 * number; every other account is always complete.
 */
export function isProfileComplete(profile: {
  type: UserType
  location?: string | null
  phoneNumber?: string | null
}): boolean {
  if (profile.type !== 'business' && profile.type !== 'serviceProvider') return true
  return Boolean(profile.location?.trim()) && Boolean(profile.phoneNumber?.trim())
}
