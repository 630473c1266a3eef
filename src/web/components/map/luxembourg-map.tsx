import 'leaflet/dist/leaflet.css'
import 'leaflet.markercluster/dist/MarkerCluster.css'
import './luxembourg-map.css'
import { cn } from '@web/components/ui/cn'
import L from 'leaflet'
import { type RefObject, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { addCommuneOutlines } from './commune-outlines'
import {
  circleBounds,
  DEFAULT_FOCUS_ZOOM,
  LUXEMBOURG_BOUNDS,
  type LuxembourgMapProps,
  type MapFocus,
} from './luxembourg-map-props'
import { createMarkerLayer, createPlaceLayer } from './map-markers'
import { addPlaceLabels } from './place-labels'

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches

/** The first view: the searched circle, the focus, or the whole country. */
function showArea(map: L.Map, focus: MapFocus | undefined) {
  if (focus?.radiusKm)
    map.fitBounds(circleBounds(focus.lat, focus.lon, focus.radiusKm), { padding: [12, 12], animate: false })
  else if (focus) map.setView([focus.lat, focus.lon], focus.zoom ?? DEFAULT_FOCUS_ZOOM, { animate: false })
  else map.fitBounds(LUXEMBOURG_BOUNDS, { padding: [12, 12], animate: false })
}

/** A Leaflet map on the container, with the commune outlines as its only base layer. */
function useLeafletMap(container: RefObject<HTMLElement | null>, initialFocus: MapFocus | undefined) {
  const { t } = useTranslation('directory')
  const [map, setMap] = useState<L.Map | null>(null)
  const initial = useRef(initialFocus)

  useEffect(() => {
    const element = container.current
    if (!element) return
    const animate = !prefersReducedMotion()
    const created = L.map(element, {
      zoomControl: false,
      zoomSnap: 0.25,
      zoomDelta: 0.5,
      minZoom: 7,
      maxZoom: 17,
      maxBounds: L.latLngBounds(LUXEMBOURG_BOUNDS).pad(0.4),
      maxBoundsViscosity: 0.8,
      // The wheel scrolls the page until the map is in use (focused or clicked).
      scrollWheelZoom: false,
      zoomAnimation: animate,
      fadeAnimation: animate,
      markerZoomAnimation: animate,
    })
    created.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>')
    created.attributionControl.addAttribution(t('map.attribution'))
    L.control.zoom({ zoomInTitle: t('map.zoomIn'), zoomOutTitle: t('map.zoomOut') }).addTo(created)
    created.on('focus', () => created.scrollWheelZoom.enable())
    created.on('blur', () => created.scrollWheelZoom.disable())
    created.on('popupopen', (event) =>
      event.popup
        .getElement()
        ?.querySelector('.leaflet-popup-close-button')
        ?.setAttribute('aria-label', t('map.closePopup')),
    )
    showArea(created, initial.current)
    const removeOutlines = addCommuneOutlines(created)
    const removeLabels = addPlaceLabels(created)
    const resize = new ResizeObserver(() => created.invalidateSize())
    resize.observe(element)
    setMap(created)
    return () => {
      resize.disconnect()
      removeOutlines()
      removeLabels()
      created.remove()
      setMap(null)
    }
  }, [container, t])

  return map
}

/**
 * The map of Luxembourg used across LuxPro: commune outlines and place names (no tile server), one
 * labelled pin per marker (optionally clustered) with a pop-up linking into the app, and the
 * searched place with its radius. It fits the country, the searched circle, or the focus when given. Load it through LazyLuxembourgMap: Leaflet must stay out of the page chunks.
 */
export default function LuxembourgMap({
  markers,
  className,
  ariaLabel,
  cluster = false,
  focus,
  place,
}: LuxembourgMapProps) {
  const { t } = useTranslation('directory')
  const navigate = useNavigate()
  const container = useRef<HTMLElement>(null)
  const map = useLeafletMap(container, focus)
  const navigateRef = useRef(navigate)
  navigateRef.current = navigate
  // Marker arrays are rebuilt on every render of the caller; only their content matters.
  const markersKey = JSON.stringify(
    markers.map((m) => [m.id, m.lat, m.lon, m.label, m.href ?? null, m.details ?? null, Boolean(m.toggle)]),
  )
  const markersRef = useRef(markers)
  markersRef.current = markers

  useEffect(() => {
    if (!map) return
    showArea(
      map,
      focus?.lat === undefined
        ? undefined
        : { lat: focus.lat, lon: focus.lon, zoom: focus.zoom, radiusKm: focus.radiusKm },
    )
  }, [map, focus?.lat, focus?.lon, focus?.zoom, focus?.radiusKm])

  useEffect(() => {
    if (!map || place?.lat === undefined) return
    const layer = createPlaceLayer({
      lat: place.lat,
      lon: place.lon,
      label: place.label,
      radiusKm: place.radiusKm,
    })
    layer.addTo(map)
    return () => {
      layer.remove()
    }
  }, [map, place?.lat, place?.lon, place?.label, place?.radiusKm])

  // biome-ignore lint/correctness/useExhaustiveDependencies: markersKey stands for the markers' content
  useEffect(() => {
    if (!map) return
    let layer: L.LayerGroup | null = null
    let cancelled = false
    void createMarkerLayer(markersRef.current, {
      cluster,
      clusterLabel: (count) => t('map.cluster', { count }),
      onNavigate: (href) => navigateRef.current(href),
    }).then((created) => {
      if (cancelled) return
      layer = created.addTo(map)
    })
    return () => {
      cancelled = true
      layer?.remove()
    }
  }, [map, markersKey, cluster, t])

  return (
    <section
      ref={container}
      aria-label={ariaLabel}
      data-testid="luxembourg-map"
      // isolate: Leaflet's panes use z-indexes up to 1000; they must stay under the app's bars and menus.
      className={cn(
        'lux-map isolate z-0 min-h-64 w-full overflow-hidden rounded-xl border border-slate-200',
        className,
      )}
    />
  )
}
