import { describe, expect, it } from 'vitest'
import { formatFileSize } from './file-size'

describe('file sizes', () => {
  it('writes file sizes in kB or MB', () => {
    expect(formatFileSize(12_800, 'en')).toBe('12.5 kB')
    expect(formatFileSize(1_258_291, 'de')).toBe('1,2 MB')
  })
})
