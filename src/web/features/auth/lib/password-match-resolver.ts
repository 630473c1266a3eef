import type { FieldValues, Resolver } from 'react-hook-form'

type WithPasswords = FieldValues & { password?: string; confirmPassword?: string }

/**
 * zod skips the "Passwords don't match" refinement while any other field is invalid, so a mismatch
 * would stay hidden until the rest of the form is right. This decides it on its own: on submit, and
 * on blur once something was typed in the confirmation.
 */
export function withPasswordMatch<T extends WithPasswords, C, O>(
  resolver: Resolver<T, C, O>,
): Resolver<T, C, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options)
    // react-hook-form names the one field it checks on blur or change, and every field on submit.
    const submitting = options.names === undefined || options.names.length > 1
    const mismatch =
      values.password !== values.confirmPassword &&
      (submitting ? Boolean(values.password) : Boolean(values.confirmPassword))
    const { confirmPassword: current, ...others } = result.errors
    if (mismatch) {
      return {
        values: {},
        errors: {
          ...others,
          confirmPassword: current ?? { type: 'custom', message: "Passwords don't match" },
        },
      } as Awaited<ReturnType<Resolver<T, C, O>>>
    }
    // Before submit, an empty confirmation is not yet a mismatch (on submit, hiding it would send a
    // form whose checked values are empty).
    if (!submitting && current?.type === 'custom') return { ...result, errors: others } as typeof result
    return result
  }
}
