import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// The arrows between server modules point one way (ADR 013). A module is a folder directly under
// src/server/modules (the assistant's subfolders are one module); an arrow is an import, type-only
// ones included, by any of its files except tests.

const MODULES_DIR = new URL('./modules/', import.meta.url).pathname
const MODULE_IMPORT = /^@server\/modules\/([^/]+)\//

/** module → module it imports → the files that do. */
type ModuleGraph = Map<string, Map<string, string[]>>

function readModuleGraph(): ModuleGraph {
  const graph: ModuleGraph = new Map()
  const files = readdirSync(MODULES_DIR, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  )
  for (const file of files) {
    const from = file.split('/')[0]!
    const arrows = graph.get(from) ?? new Map<string, string[]>()
    graph.set(from, arrows)
    const source = readFileSync(join(MODULES_DIR, file), 'utf8')
    for (const { fileName } of ts.preProcessFile(source, true, true).importedFiles) {
      const to = MODULE_IMPORT.exec(fileName)?.[1]
      if (to && to !== from) arrows.set(to, [...(arrows.get(to) ?? []), file])
    }
  }
  return graph
}

/**
 * One cycle per group of modules that import one another (Tarjan's strongly connected components),
 * the shortest through the group's first module, as [a, b, …, a]. None: the arrows point one way.
 */
function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>()
  const lowLink = new Map<string, number>()
  const stack: string[] = []
  const groups: string[][] = []
  const visit = (node: string) => {
    index.set(node, index.size)
    lowLink.set(node, index.get(node)!)
    stack.push(node)
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next)
        lowLink.set(node, Math.min(lowLink.get(node)!, lowLink.get(next)!))
      } else if (stack.includes(next)) lowLink.set(node, Math.min(lowLink.get(node)!, index.get(next)!))
    }
    if (lowLink.get(node) !== index.get(node)) return
    const group: string[] = []
    let member: string
    do {
      member = stack.pop()!
      group.push(member)
    } while (member !== node)
    if (group.length > 1) groups.push(group)
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return groups.map((group) => shortestCycle(graph, group.sort()[0]!))
}

function shortestCycle(graph: ReadonlyMap<string, readonly string[]>, start: string): string[] {
  const cameFrom = new Map<string, string>()
  const queue = [start]
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i]!
    for (const next of graph.get(node) ?? []) {
      if (next === start) {
        const path = [node]
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!)
        return [...path, start]
      }
      if (!cameFrom.has(next) && next !== start) {
        cameFrom.set(next, node)
        queue.push(next)
      }
    }
  }
  return []
}

/** A cycle as a reviewer needs it: each arrow and the files that draw it. */
function describeCycle(graph: ModuleGraph, cycle: string[]): string {
  const arrows = cycle.slice(1).map((to, i) => {
    const from = cycle[i]!
    return `  ${from} → ${to}: ${graph.get(from)?.get(to)?.join(', ')}`
  })
  return [`import cycle between server modules: ${cycle.join(' → ')}`, ...arrows].join('\n')
}

describe('server module graph', () => {
  const graph = readModuleGraph()
  const arrows = new Map([...graph].map(([from, to]) => [from, [...to.keys()]]))

  it('reads the modules and the arrows between them', () => {
    expect(graph.size).toBeGreaterThan(10)
    expect([...graph.values()].reduce((n, to) => n + to.size, 0)).toBeGreaterThan(5)
  })

  it('has no import cycle between modules: every arrow points one way', () => {
    expect(cyclesOf(arrows).map((cycle) => describeCycle(graph, cycle))).toEqual([])
  })

  it('finds a cycle when there is one, however long, and each cycle once', () => {
    const sample = new Map([
      ['quotes', ['mail', 'credits']],
      ['mail', ['notifications']],
      ['notifications', ['quotes']],
      ['credits', []],
      ['seo', ['providers']],
      ['providers', ['workspace']],
      ['workspace', ['providers']],
    ])
    expect(cyclesOf(sample)).toEqual([
      ['mail', 'notifications', 'quotes', 'mail'],
      ['providers', 'workspace', 'providers'],
    ])
    sample.set('notifications', [])
    sample.set('workspace', [])
    expect(cyclesOf(sample)).toEqual([])
  })
})
