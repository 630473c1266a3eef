/** product §3 user types. 'provider' from older clients is stored as 'serviceProvider' (product §3). */
export const USER_TYPES = ['user', 'serviceProvider', 'individual', 'business', 'customer', 'admin'] as const
export type UserType = (typeof USER_TYPES)[number]

/** The two kinds of account a person can register themselves. */
export const REGISTRABLE_TYPES = ['individual', 'business'] as const
export type RegistrableType = (typeof REGISTRABLE_TYPES)[number]

export type Role = 'customer' | 'provider' | 'admin'

export function normalizeUserType(value: string): UserType | null {
  if (value === 'provider') return 'serviceProvider'
  return (USER_TYPES as readonly string[]).includes(value) ? (value as UserType) : null
}

/** product §6: customer (individual or user), provider (business or serviceProvider), admin. */
export function roleOf(type: UserType): Role {
  if (type === 'admin') return 'admin'
  if (type === 'business' || type === 'serviceProvider') return 'provider'
  return 'customer'
}
