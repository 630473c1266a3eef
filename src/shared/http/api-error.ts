import { z } from 'zod'

/** Every API error has this shape (product §7, §8): a stable code the UI can translate, and a message. */
export const ApiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
})
export type ApiError = z.infer<typeof ApiErrorSchema>

export function apiError(code: string, message: string): ApiError {
  return { error: { code, message } }
}
