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
    const submitting = options.names === undefined
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
    // Before submit, an empty confirmation is not yet a mismatch.
    if (!submitting && current?.type === 'custom') return { ...result, errors: others } as typeof result
    return result
  }
}
