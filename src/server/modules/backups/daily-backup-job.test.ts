import { describe, expect, it } from 'vitest'
import { dailyBackupDue } from './daily-backup-job'

describe('dailyBackupDue', () => {
  // 03:10 in Luxembourg in winter (UTC+1).
  const at3 = new Date('2026-11-26T02:10:00Z')

  it('is due in the chosen hour, Luxembourg time, when none was taken today', () => {
    expect(dailyBackupDue(at3, null, 3)).toBe(true)
    expect(dailyBackupDue(at3, new Date('2026-11-25T02:05:00Z'), 3)).toBe(true)
  })

  it('is not due twice the same night, nor outside its hour (so not at start-up)', () => {
    expect(dailyBackupDue(at3, new Date('2026-11-26T02:00:00Z'), 3)).toBe(false)
    expect(dailyBackupDue(new Date('2026-11-26T10:00:00Z'), null, 3)).toBe(false)
    expect(dailyBackupDue(at3, null, 4)).toBe(false)
  })
})
