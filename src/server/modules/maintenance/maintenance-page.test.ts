import { DEFAULT_MAINTENANCE_MESSAGE, type MaintenanceState } from '@shared/admin/settings-schemas'
import { UI_LANGUAGES } from '@shared/i18n/languages'
import { describe, expect, it } from 'vitest'
import { maintenancePage } from './maintenance-page'

const state = (endsAt: string | null): MaintenanceState => ({
  enabled: true,
  message: DEFAULT_MAINTENANCE_MESSAGE,
  endsAt,
  startedAt: '2026-11-29T20:00:00.000Z',
})

/** What a visitor reads: the body's text, without tags. */
const bodyText = (html: string) =>
  html
    .slice(html.indexOf('<body'))
    .replace(/<[^>]+>/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

describe('the maintenance page', () => {
  it('says once that LuxPro is back soon: its title, then the message, and no closing line without an end time', () => {
    expect(bodyText(maintenancePage(state(null), 'en'))).toEqual([
      'LuxPro',
      'Maintenance in progress',
      'Back soon',
      DEFAULT_MAINTENANCE_MESSAGE.en,
    ])
  })

  it.each(UI_LANGUAGES)(
    'in %s: the default message does not say "back" again; an end time is said in Luxembourg time',
    (language) => {
      expect(DEFAULT_MAINTENANCE_MESSAGE[language]).not.toMatch(/back|retour|wieder da/i)
      const lines = bodyText(maintenancePage(state('2026-11-30T01:30:00.000Z'), language))
      expect(lines).toHaveLength(5)
      // 01:30 UTC is 02:30 in Luxembourg in winter.
      expect(lines.at(-1)).toContain('02:30')
    },
  )
})
