import { describe, expect, it } from 'vitest'
import { openProjectLimit, projectsLeftToStart } from './open-projects'

describe('open projects (credits said as what they are)', () => {
  it('counts the projects a balance lets one start, never below zero', () => {
    expect(projectsLeftToStart(3, 1)).toBe(3)
    expect(projectsLeftToStart(3, 2)).toBe(1)
    expect(projectsLeftToStart(0, 1)).toBe(0)
    expect(projectsLeftToStart(-1, 1)).toBe(0)
  })

  it('says the limit of open projects from the welcome credits', () => {
    expect(openProjectLimit({ welcome: 3, perProject: 1 })).toBe(3)
    expect(openProjectLimit({ welcome: 6, perProject: 2 })).toBe(3)
  })
})
