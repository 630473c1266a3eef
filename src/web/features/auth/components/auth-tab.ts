export const AUTH_TABS = ['login', 'register', 'forgot', 'reset'] as const
export type AuthTab = (typeof AUTH_TABS)[number]

export function isAuthTab(value: string | null): value is AuthTab {
  return (AUTH_TABS as readonly (string | null)[]).includes(value)
}
