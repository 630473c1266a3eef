import { describe, expect, it } from 'vitest'
import { asksForProviders, isControlAnswer, yesOrNo } from './chat-intents'

describe('the chat’s own answers', () => {
  it('a message that is only an answer names no service, whatever the language', () => {
    for (const answer of [
      'Show providers',
      'voir les prestataires!',
      'Anbieter anzeigen',
      'oui',
      'Nein.',
      'send',
    ])
      expect(isControlAnswer(answer), answer).toBe(true)
  })

  it('a description that starts like an answer is still a description', () => {
    expect(isControlAnswer('yes, and also paint the kitchen')).toBe(false)
    expect(isControlAnswer('providers of solar panels in Mersch')).toBe(false)
    expect(yesOrNo('yes, and also paint the kitchen')).toBe('yes')
    expect(asksForProviders('providers of solar panels in Mersch')).toBe(true)
  })
})
