/**
 * Rows read by id (`where id in (…)` returns them in no particular order) put back in the order of
 * `ids`, the page a sorted query chose: the ids-then-rows way to read a page deep in a long list
 * without reading every row before it. An id whose row went in between is left out.
 */
export function rowsInOrder<Id, Row extends { id: Id }>(
  ids: readonly { id: Id }[],
  rows: readonly Row[],
): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap(({ id }) => {
    const row = byId.get(id)
    return row ? [row] : []
  })
}
