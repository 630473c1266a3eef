import { z } from 'zod'

export const FILE_MISSING_MESSAGE = 'Choose a file.'

/** The first file of what a file field holds (react-hook-form keeps the input's FileList). */
function firstFile(value: unknown): File | undefined {
  const first = value && typeof value === 'object' ? (value as { 0?: unknown })[0] : undefined
  return first instanceof File ? first : undefined
}

/**
 * A file field's schema: the one file chosen (a `custom` issue when there is none), at most
 * `maxBytes` when a limit is given (`too_big`). The server still checks what it receives.
 */
export function chosenFileSchema({ maxBytes }: { maxBytes?: number } = {}) {
  return z.unknown().transform((value, ctx) => {
    const file = firstFile(value)
    if (!file) {
      ctx.addIssue({ code: 'custom', message: FILE_MISSING_MESSAGE })
      return z.NEVER
    }
    if (maxBytes !== undefined && file.size > maxBytes)
      ctx.addIssue({
        code: 'too_big',
        origin: 'number',
        maximum: maxBytes,
        inclusive: true,
        input: file.size,
      })
    return file
  })
}
