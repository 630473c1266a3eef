import { describe, expect, it } from 'vitest'
import { toSearchCoordinates } from './coordinates'

describe('toSearchCoordinates', () => {
  it('rounds to about 100 m inside Luxembourg and refuses places outside', () => {
    expect(toSearchCoordinates({ latitude: 49.611_234, longitude: 6.129_876 })).toEqual({
      lat: 49.611,
      lon: 6.13,
    })
    expect(toSearchCoordinates({ latitude: 48.8566, longitude: 2.3522 })).toBeNull()
  })
})
