import 'leaflet/dist/leaflet.css'
import { CANTON_COMMUNES, type CANTONS, communesCovered } from '@shared/applications/service-areas'
import { LUXEMBOURG_BOUNDS } from '@web/components/map/luxembourg-map-props'
import L from 'leaflet'
import { useEffect, useRef } from 'react'

type GeoJsonObject = NonNullable<Parameters<typeof L.geoJSON>[0]>

const CHOSEN: L.PathOptions = { color: '#0077a8', weight: 1, fillColor: '#00a1de', fillOpacity: 0.55 }
const FREE: L.PathOptions = { color: '#94a3b8', weight: 1, fillColor: '#ffffff', fillOpacity: 1 }

/**
 * The communes of Luxembourg as clickable shapes (public/geo/communes.geojson): a click adds the
 * commune or removes it (removing one from a chosen canton keeps the canton's other communes).
 */
export default function ServiceAreaMap({
  areas,
  onChange,
  label,
}: {
  areas: string[]
  onChange: (areas: string[]) => void
  label: string
}) {
  const element = useRef<HTMLDivElement>(null)
  const layer = useRef<L.GeoJSON | null>(null)
  const paintRef = useRef<((areas: string[]) => void) | null>(null)
  const latest = useRef({ areas, onChange })
  latest.current = { areas, onChange }

  useEffect(() => {
    const container = element.current
    if (!container) return
    const map = L.map(container, { zoomControl: true, scrollWheelZoom: false, attributionControl: false })
    map.fitBounds(LUXEMBOURG_BOUNDS, { padding: [8, 8], animate: false })
    let cancelled = false
    void fetch('/geo/communes.geojson')
      .then((response) => (response.ok ? (response.json() as Promise<GeoJsonObject>) : null))
      .then((geojson) => {
        if (cancelled || !geojson) return
        layer.current = L.geoJSON(geojson, {
          style: FREE,
          onEachFeature: (feature, shape) => {
            const commune = String(feature.properties?.commune ?? '')
            shape.bindTooltip(commune, { sticky: true })
            shape.on('click', () => {
              const { areas: current, onChange: change } = latest.current
              const covered = new Set(communesCovered(current))
              if (!covered.has(commune)) return change([...current, `commune:${commune}`])
              // Remove it: a chosen canton becomes its other communes.
              const next: string[] = []
              for (const area of current) {
                const [kind, name] = [area.slice(0, area.indexOf(':')), area.slice(area.indexOf(':') + 1)]
                if (kind === 'commune' && name === commune) continue
                if (
                  kind === 'canton' &&
                  (CANTON_COMMUNES[name as (typeof CANTONS)[number]] as readonly string[]).includes(commune)
                ) {
                  for (const other of CANTON_COMMUNES[name as (typeof CANTONS)[number]])
                    if (other !== commune) next.push(`commune:${other}`)
                  continue
                }
                next.push(area)
              }
              change(next)
            })
          },
        }).addTo(map)
        paint(latest.current.areas)
      })
    const paint = (chosen: string[]) => {
      const covered = new Set(communesCovered(chosen))
      layer.current?.eachLayer((shape) => {
        const commune = String(
          (shape as L.GeoJSON & { feature?: { properties?: { commune?: string } } }).feature?.properties
            ?.commune ?? '',
        )
        ;(shape as L.Path).setStyle(covered.has(commune) ? CHOSEN : FREE)
      })
    }
    paintRef.current = paint
    return () => {
      cancelled = true
      map.remove()
      layer.current = null
    }
  }, [])

  useEffect(() => {
    paintRef.current?.(areas)
  }, [areas])

  return (
    <div
      ref={element}
      role="img"
      aria-label={label}
      className="h-80 w-full rounded-xl border border-slate-200 bg-slate-50"
    />
  )
}
