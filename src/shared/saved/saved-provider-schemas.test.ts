import { describe, expect, it } from 'vitest'
import {
  MAX_SAVED_PROVIDERS,
  SAVED_NOTE_MAX,
  SavedMergeInputSchema,
  SavedNoteInputSchema,
} from './saved-provider-schemas'

describe('saved provider schemas', () => {
  it('keeps a note up to its limit, trimmed, and refuses a longer one', () => {
    expect(SavedNoteInputSchema.parse({ note: '  call after 5pm \n' }).note).toBe('call after 5pm')
    expect(SavedNoteInputSchema.safeParse({ note: 'a'.repeat(SAVED_NOTE_MAX) }).success).toBe(true)
    expect(SavedNoteInputSchema.safeParse({ note: 'a'.repeat(SAVED_NOTE_MAX + 1) }).success).toBe(false)
    expect(SavedNoteInputSchema.parse({ note: '' }).note).toBe('')
  })

  it('merges at most the cap of provider ids, each a row id', () => {
    const ids = Array.from({ length: MAX_SAVED_PROVIDERS }, (_, i) => i + 1)
    expect(SavedMergeInputSchema.safeParse({ providerIds: ids }).success).toBe(true)
    expect(SavedMergeInputSchema.safeParse({ providerIds: [...ids, 101] }).success).toBe(false)
    expect(SavedMergeInputSchema.safeParse({ providerIds: [0] }).success).toBe(false)
    expect(SavedMergeInputSchema.safeParse({ providerIds: ['1'] }).success).toBe(false)
  })
})
