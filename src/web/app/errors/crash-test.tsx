/**
 * A deliberate render error for the end-to-end test of the error fallback page. It only fires when
 * the test sets this sessionStorage key before the page loads, so it can only crash one's own tab.
 */
export const CRASH_TEST_KEY = 'luxpro:crash-test'

export function CrashTest() {
  let armed = false
  try {
    armed = sessionStorage.getItem(CRASH_TEST_KEY) === 'render'
  } catch {
    armed = false
  }
  if (armed) throw new Error('Crash test: deliberate render error')
  return null
}
