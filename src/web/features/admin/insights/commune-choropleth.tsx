import { FUNNEL_STAGES, type FunnelStage, type SplitRow } from '@shared/admin/analytics-schemas'
import { formatNumber } from '@shared/format/number'
import { useQuery } from '@tanstack/react-query'
import { fetchCommunes } from '@web/components/map/commune-geometry'
import { Skeleton } from '@web/components/ui/skeleton'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { type KeyboardEvent, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ChartCard } from './chart-card'
import { colorOf, NONE_COLOR, projectCommunes, valueClasses } from './choropleth-scale'

type Level = 'commune' | 'canton'

interface Props {
  byCommune: ReadonlyArray<SplitRow & { canton: string }>
  byCanton: readonly SplitRow[]
  /** For the CSV's file name. */
  period: string
}

const NEXT_KEYS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }

/**
 * The funnel on the map: every commune of the outlines we ship, shaded by the chosen
 * stage, per commune or per canton; a legend, a table view and a CSV like the other charts. One tab
 * stop into the map, then the arrow keys go from commune to commune and the figure is read out.
 */
export function CommuneChoropleth({ byCommune, byCanton, period }: Props) {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  const [stage, setStage] = useState<FunnelStage>('requests')
  const [level, setLevel] = useState<Level>('commune')
  const [active, setActive] = useState(0)
  const [shown, setShown] = useState<number | null>(null)
  const paths = useRef<Array<SVGPathElement | null>>([])
  const outlines = useQuery({
    queryKey: ['geo', 'communes'],
    queryFn: ({ signal }) => fetchCommunes(signal),
    staleTime: Number.POSITIVE_INFINITY,
  })
  const map = useMemo(() => (outlines.data ? projectCommunes(outlines.data.features) : null), [outlines.data])

  const communeValue = new Map(byCommune.map((row) => [row.key, row[stage]]))
  const cantonValue = new Map(byCanton.map((row) => [row.key, row[stage]]))
  const valueAt = (commune: string, canton: string) =>
    (level === 'commune' ? communeValue.get(commune) : cantonValue.get(canton)) ?? 0
  const placeName = (commune: string, canton: string) =>
    level === 'commune'
      ? t('analytics.map.communeIn', { commune, canton })
      : t('analytics.map.canton', { canton })

  const cantons = [...new Set([...(map?.shapes.map((s) => s.canton) ?? []), ...byCanton.map((r) => r.key)])]
  const communes = map
    ? map.shapes.map((s) => ({ commune: s.commune, canton: s.canton }))
    : byCommune.map((r) => ({ commune: r.key, canton: r.canton }))
  const values =
    level === 'commune'
      ? communes.map((c) => valueAt(c.commune, c.canton))
      : cantons.map((c) => cantonValue.get(c) ?? 0)
  const classes = valueClasses(Math.max(0, ...values))
  const stageName = t(`analytics.stages.${stage}`)
  const figure = (value: number) => `${formatNumber(value, language)} · ${stageName}`

  const tableRows =
    level === 'commune'
      ? communes
          .map((c) => ({ c, value: valueAt(c.commune, c.canton) }))
          .sort((a, b) => b.value - a.value || a.c.commune.localeCompare(b.c.commune))
          .map(({ c, value }) => [c.commune, c.canton, value] as const)
      : cantons
          .map((canton) => ({ canton, value: cantonValue.get(canton) ?? 0 }))
          .sort((a, b) => b.value - a.value || a.canton.localeCompare(b.canton))
          .map(({ canton, value }) => [canton, value] as const)

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    if (!map) return
    const last = map.shapes.length - 1
    const step = NEXT_KEYS[event.key]
    const next =
      step !== undefined
        ? (active + step + map.shapes.length) % map.shapes.length
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? last
            : null
    if (next === null) return
    event.preventDefault()
    setActive(next)
    setShown(next)
    paths.current[next]?.focus()
  }

  const shownShape = shown !== null ? map?.shapes[shown] : undefined
  const select = 'h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm'

  return (
    <ChartCard
      title={t('analytics.map.title')}
      description={t('analytics.map.hint')}
      fileName={`funnel-map-${level}-${stage}-${period}`}
      chartIsContent
      actions={
        <>
          <label className="flex items-center gap-2 text-sm">
            <span className="sr-only">{t('analytics.map.measure')}</span>
            <select
              className={select}
              value={stage}
              onChange={(e) => setStage(e.target.value as FunnelStage)}
            >
              {FUNNEL_STAGES.map((value) => (
                <option key={value} value={value}>
                  {t(`analytics.stages.${value}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex items-center gap-2 text-sm">
            <span className="sr-only">{t('analytics.map.level')}</span>
            <select className={select} value={level} onChange={(e) => setLevel(e.target.value as Level)}>
              <option value="commune">{t('analytics.map.byCommune')}</option>
              <option value="canton">{t('analytics.map.byCanton')}</option>
            </select>
          </label>
        </>
      }
      table={{
        header:
          level === 'commune'
            ? [t('analytics.map.commune'), t('analytics.map.cantonHeader'), stageName]
            : [t('analytics.map.cantonHeader'), stageName],
        rows: tableRows,
      }}
      chart={
        outlines.isPending ? (
          <Skeleton className="h-full w-full" />
        ) : !map ? (
          <p className="py-8 text-center text-sm text-slate-600">{t('analytics.map.noOutlines')}</p>
        ) : (
          <div className="flex h-full gap-4">
            {/* biome-ignore lint/a11y/useSemanticElements: an SVG drawing cannot be a fieldset; the group names the map */}
            <svg
              viewBox={`-4 -4 ${map.width + 8} ${map.height + 8}`}
              className="h-full w-auto max-w-[55%] shrink-0"
              role="group"
              aria-label={t('analytics.map.label', { measure: stageName })}
              onKeyDown={onKeyDown}
              onMouseLeave={() => setShown(null)}
            >
              {map.shapes.map((shape, index) => {
                const value = valueAt(shape.commune, shape.canton)
                const name = placeName(shape.commune, shape.canton)
                return (
                  // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a shape of the map, focused by the arrow keys and read out by its label
                  <path
                    key={shape.commune}
                    ref={(element) => {
                      paths.current[index] = element
                    }}
                    d={shape.d}
                    fill={colorOf(value, classes)}
                    stroke="#94a3b8"
                    strokeWidth={0.6}
                    tabIndex={index === active ? 0 : -1}
                    role="img"
                    aria-label={`${name}: ${figure(value)}`}
                    className="cursor-default outline-none"
                    onFocus={() => {
                      setActive(index)
                      setShown(index)
                    }}
                    onMouseEnter={() => setShown(index)}
                  >
                    <title>{`${name}: ${figure(value)}`}</title>
                  </path>
                )
              })}
              {shownShape && (
                // The commune read out, outlined above its neighbours.
                <path d={shownShape.d} fill="none" stroke="#0f172a" strokeWidth={2} pointerEvents="none" />
              )}
            </svg>
            <div className="flex min-w-0 flex-col justify-between gap-3 text-sm">
              <ul className="space-y-1" aria-label={t('analytics.map.legend')}>
                <li className="flex items-center gap-2">
                  <span
                    className="size-4 shrink-0 rounded border border-slate-300"
                    style={{ background: NONE_COLOR }}
                  />
                  {t('analytics.map.none')}
                </li>
                {classes.map((c) => (
                  <li key={c.from} className="flex items-center gap-2 tabular-nums">
                    <span
                      className="size-4 shrink-0 rounded border border-slate-300"
                      style={{ background: c.color }}
                    />
                    {c.from === c.to
                      ? formatNumber(c.from, language)
                      : `${formatNumber(c.from, language)}–${formatNumber(c.to, language)}`}
                  </li>
                ))}
              </ul>
              <p aria-live="polite" className="text-slate-700">
                {shownShape ? (
                  <>
                    <span className="font-semibold">{placeName(shownShape.commune, shownShape.canton)}</span>
                    <br />
                    {figure(valueAt(shownShape.commune, shownShape.canton))}
                  </>
                ) : (
                  <span className="text-slate-600">{t('analytics.map.readHint')}</span>
                )}
              </p>
            </div>
          </div>
        )
      }
    />
  )
}
