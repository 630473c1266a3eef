/** Where the confirmation email link lands once better-auth has checked the token. */
export const VERIFIED_CALLBACK_URL = '/auth?verified=1'
/** Where the reset email link lands, with ?token=… (or ?error=INVALID_TOKEN). */
export const RESET_CALLBACK_URL = '/auth?tab=reset'
