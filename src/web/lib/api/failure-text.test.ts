import { changeLanguage, initI18n } from '@web/i18n/i18n'
import { describe, expect, it } from 'vitest'
import { failureText } from './failure-text'
import { networkError } from './http'
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

  it('names the rows or fields the refusal names after its sentence', () => {
    const invalid = refusal(422, {
      code: 'backup_invalid',
      message: 'This backup cannot be restored.',
      details: [
        { path: 'users.json', message: 'not JSON' },
        { path: '', message: 'no manifest' },
      ],
    })
    expect(failureText(invalid, 'Échec.')).toBe(
      'This backup cannot be restored. users.json: not JSON · no manifest',
    )
  })

  it("names a refused field's schema words to English readers only", async () => {
    const invalid = (message: string) =>
      refusal(400, {
        code: 'validation_error',
        message,
        details: [{ path: 'email', message: 'Enter a valid email.' }],
      })
    await initI18n('fr')
    try {
      expect(failureText(invalid('Certains champs sont invalides.'), 'Échec.')).toBe(
        'Certains champs sont invalides.',
      )
      await changeLanguage('en')
      expect(failureText(invalid('Some fields are invalid.'), 'Failed.')).toBe(
        'Some fields are invalid. email: Enter a valid email.',
      )
    } finally {
      await changeLanguage('en')
    }
  })

  it('says a request that never reached the server failed on the network, in the interface language', async () => {
    await initI18n('fr')
    try {
      expect(failureText(networkError('/api/x'), 'Échec.')).toBe(
        'Erreur réseau. Veuillez vérifier votre connexion.',
      )
      await changeLanguage('de')
      expect(failureText(new ApiRequestError('Failed to fetch', 0, null, '/api/x'), 'Fehler.')).toBe(
        'Netzwerkfehler. Bitte überprüfen Sie Ihre Verbindung.',
      )
    } finally {
      await changeLanguage('en')
    }
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
