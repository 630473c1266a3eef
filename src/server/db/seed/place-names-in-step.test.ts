import { GERMAN_PLACE_NAMES } from '@shared/geo/place-names'
import { describe, expect, it } from 'vitest'
import { loadPlaces } from './reference-data'

describe('the German place names the pages show', () => {
  it('are the reference data’s, for every place that has one', () => {
    const fromReferenceData = Object.fromEntries(
      loadPlaces()
        .filter((place) => place.nameDe && place.nameDe !== place.name)
        .map((place) => [place.name, place.nameDe]),
    )
    expect({ ...GERMAN_PLACE_NAMES }).toEqual(fromReferenceData)
  })
})
