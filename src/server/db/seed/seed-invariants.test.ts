import { isIllustration } from '@shared/images/illustrations'
import { describe, expect, it } from 'vitest'
import { demoModeProviders } from './demo-mode-providers'
import { demoProviderRows } from './demo-provider-details'
import { type GeneratedProvider, generateProviders, REFERENCE_DATE } from './provider-generator'

/** The years a credential names ("Luxembourg Web Awards – shortlist 2024" → 2024). */
const yearsIn = (text: string) => [...text.matchAll(/\b((?:19|20)\d\d)\b/g)].map((match) => Number(match[1]))

/** Everything a seeded listing says about its own past that could contradict another of its facts. */
function contradictions({ provider, reviews }: GeneratedProvider): string[] {
  const faults: string[] = []
  const listedAt = provider.createdAt ?? REFERENCE_DATE
  const listedYear = listedAt.getUTCFullYear()
  const foundedYear = REFERENCE_DATE.getUTCFullYear() - (provider.yearsExperience ?? 0)
  if (listedYear < foundedYear) faults.push(`listed in ${listedYear}, before its founding in ${foundedYear}`)
  if (listedAt > REFERENCE_DATE) faults.push('listed after the reference date')
  for (const credential of [...(provider.awards ?? []), ...(provider.certifications ?? [])]) {
    for (const year of yearsIn(credential)) {
      if (year < foundedYear) faults.push(`"${credential}" before its founding in ${foundedYear}`)
      if (year < listedYear) faults.push(`"${credential}" before its listing in ${listedYear}`)
      if (year > REFERENCE_DATE.getUTCFullYear()) faults.push(`"${credential}" in the future`)
    }
  }
  for (const review of reviews) {
    const at = review.createdAt ?? REFERENCE_DATE
    if (at < listedAt)
      faults.push(`a review of ${at.toISOString()} before the listing (${listedAt.toISOString()})`)
    if (at > REFERENCE_DATE) faults.push(`a review of ${at.toISOString()} after the reference date`)
  }
  // The seed uploads no photo: its gallery holds only drawn illustrations of the listing's own
  // trades, dated by nothing and marked as illustrations in every language.
  for (const image of provider.gallery ?? []) {
    if (!isIllustration(image.src)) faults.push(`${image.src} is not an illustration`)
    const trade = /^\/gallery\/(.+)-\d\.svg$/.exec(image.src)?.[1]
    if (!trade || !provider.categories.includes(trade as never))
      faults.push(`${image.src} is not of its trades`)
    if (!Object.values(image.alt).every((alt) => alt.startsWith('Illustration')))
      faults.push(`${image.src}'s alt text does not say it is an illustration`)
    if (image.image) faults.push(`${image.src} claims resized copies of an upload`)
  }
  return faults
}

describe('seeded listings tell one consistent story', () => {
  it('holds for the 12 hand-written demo businesses and demo mode’s fictitious ones', () => {
    for (const generated of [...demoProviderRows(), ...demoModeProviders()]) {
      expect(contradictions(generated), generated.provider.slug).toEqual([])
    }
  })

  it('holds for every one of 5 000 generated businesses', () => {
    const faults = generateProviders({ count: 5000 }).flatMap((generated) =>
      contradictions(generated).map((fault) => `${generated.provider.slug}: ${fault}`),
    )
    expect(faults.slice(0, 10)).toEqual([])
  })
})
