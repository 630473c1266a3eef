import { describe, expect, it } from 'vitest'
import { failureText } from './failure-text'
import { ApiRequestError } from './request-error'

const refusal = (status: number, error: unknown) =>
  new ApiRequestError('ignored', status, { error }, '/api/x')

describe('failureText', () => {
  it("shows the server's sentence for a refusal of the request, the caller's text otherwise", () => {
    const full = refusal(409, { code: 'saved_list_full', message: 'Votre liste est pleine.' })
    expect(failureText(full, 'Échec.')).toBe('Votre liste est pleine.')
    expect(failureText(refusal(401, { code: 'unauthorized', message: 'Connectez-vous.' }), 'Échec.')).toBe(
      'Échec.',
    )
    expect(failureText(refusal(500, { code: 'internal_error', message: 'Erreur.' }), 'Échec.')).toBe('Échec.')
    expect(failureText(refusal(400, { code: 'validation_error', message: ' ' }), 'Échec.')).toBe('Échec.')
    expect(failureText(new Error('boom'), 'Échec.')).toBe('Échec.')
  })
})

describe('ApiRequestError', () => {
  it('reads the code, the sentence and the refused fields of the one error shape', () => {
    const error = refusal(400, {
      code: 'validation_error',
      message: 'Some fields are missing or invalid.',
      details: [{ path: 'address.street', message: 'Required' }, { path: 'name' }],
    })
    expect(error.code).toBe('validation_error')
    expect(error.serverMessage).toBe('Some fields are missing or invalid.')
    expect(error.refusedFields).toEqual([
      { path: 'address.street', field: 'address', message: 'Required' },
      { path: 'name', field: 'name', message: '' },
    ])
    expect(refusal(409, { code: 'x', details: [{ path: 'a' }] }).refusedFields).toEqual([])
    expect(new ApiRequestError('Invalid JSON response', 502, '<html>', '/api/x').code).toBeUndefined()
  })
})
