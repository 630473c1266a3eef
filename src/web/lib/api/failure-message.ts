/**
 * The admin area's name for failureText, kept while that area is rebuilt: new code imports
 * failureText from './failure-text'.
 */
export { failureText as failureMessage } from './failure-text'
