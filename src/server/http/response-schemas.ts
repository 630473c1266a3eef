/** A route's answers are declared as an operation's are (ADR 078). */
export { type ErrorStatus, errorResponses, fileResponse } from '@shared/api/responses'
