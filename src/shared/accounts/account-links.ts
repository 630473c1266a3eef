/** Password reset links work once, for one hour. */
export const RESET_TOKEN_SECONDS = 60 * 60
/** The link that confirms a new account's email address. */
export const VERIFY_TOKEN_SECONDS = 24 * 60 * 60
