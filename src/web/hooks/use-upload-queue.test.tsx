import { act, renderHook, waitFor } from '@testing-library/react'
import type { ChangeEvent } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { type UploadState, useUploadQueue } from './use-upload-queue'

const RULES = { max: 2, types: ['image/png'], maxBytes: 10 }
const TEXTS = {
  tooMany: 'too many',
  type: (name: string) => `type ${name}`,
  size: (name: string) => `size ${name}`,
  failed: (name: string) => `failed ${name}`,
}

function choose(...files: File[]) {
  const input = document.createElement('input')
  input.type = 'file'
  Object.defineProperty(input, 'files', { value: files })
  return { target: input } as unknown as ChangeEvent<HTMLInputElement>
}

const png = (name: string, bytes = 4) => new File(['x'.repeat(bytes)], name, { type: 'image/png' })

function setUp(upload: (file: File) => Promise<{ id: number }>, release = vi.fn()) {
  const states: UploadState[] = []
  const hook = renderHook(() =>
    useUploadQueue({
      rules: RULES,
      texts: TEXTS,
      upload,
      detailsOf: (file) => file.name,
      onChange: (state) => states.push(state),
      release,
    }),
  )
  return { hook, states, release }
}

describe('useUploadQueue', () => {
  it('uploads each accepted file at once, waits while one is uploading, then gives the ids', async () => {
    let finish: (value: { id: number }) => void = () => {}
    const { hook, states } = setUp(() => new Promise((resolve) => (finish = resolve)))
    act(() => hook.result.current.add(choose(png('a.png'))))
    expect(states.at(-1)).toEqual({ ids: [], uploading: true })
    await act(async () => finish({ id: 7 }))
    expect(states.at(-1)).toEqual({ ids: [7], uploading: false })
    expect(hook.result.current.files.map((file) => file.details)).toEqual(['a.png'])
  })

  it('says what the browser can tell before sending: a wrong type, too large, too many', () => {
    const upload = vi.fn(async () => ({ id: 1 }))
    const { hook } = setUp(upload)
    const gif = new File(['x'], 'b.gif', { type: 'image/gif' })
    act(() => hook.result.current.add(choose(gif, png('big.png', 11), png('c.png'), png('d.png'))))
    expect(hook.result.current.problems).toEqual(['too many', 'type b.gif', 'size big.png'])
    expect(upload).not.toHaveBeenCalled()
  })

  it('drops a file whose upload failed and says why, releasing what it held', async () => {
    const release = vi.fn()
    const { hook, states } = setUp(async () => Promise.reject(new Error('offline')), release)
    act(() => hook.result.current.add(choose(png('a.png'))))
    await waitFor(() => expect(hook.result.current.problems).toEqual(['failed a.png']))
    expect(hook.result.current.files).toEqual([])
    expect(release).toHaveBeenCalledWith('a.png')
    expect(states.at(-1)).toEqual({ ids: [], uploading: false })
  })

  it('releases every file left when the field goes away', async () => {
    const release = vi.fn()
    const { hook } = setUp(async () => ({ id: 3 }), release)
    await act(async () => hook.result.current.add(choose(png('a.png'), png('b.png'))))
    expect(hook.result.current.full).toBe(true)
    hook.unmount()
    expect(release.mock.calls.map(([details]) => details)).toEqual(['a.png', 'b.png'])
  })
})
