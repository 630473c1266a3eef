/** product §9: up to 5 matched providers per request; a project goes to at most as many. */
export const MAX_MATCHED_PROVIDERS = 5
/** The provider's email link works this long; after that the provider signs in or asks for a new one. */
export const QUOTE_LINK_DAYS = 30
