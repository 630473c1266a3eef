import type { FieldValues, Resolver } from 'react-hook-form'

/**
 * A form resolver whose code (a zod schema, and zod with it) loads on the form's first validation:
 * a page whose form nobody has touched yet does not download, parse and run it.
 */
export function lazyResolver<Input extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Input, Context, Output>>,
): Resolver<Input, Context, Output> {
  let loaded: Promise<Resolver<Input, Context, Output>> | undefined
  return async (values, context, options) => {
    loaded ??= load()
    return (await loaded)(values, context, options)
  }
}
