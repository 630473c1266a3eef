/**
 * The session's bearer token (better-auth's `set-auth-token` header at sign-in), kept in memory
 * only: the HttpOnly cookie carries the session across reloads; the token serves API-style calls.
 */
let token: string | null = null

export const rememberBearerToken = (value: string | null) => {
  token = value
}
export const bearerToken = () => token
