import L from 'leaflet'
import type { MapMarker, MapPlace, MarkerToggle } from './luxembourg-map-props'

const PIN_SVG =
  '<svg viewBox="0 0 28 36" width="28" height="36" aria-hidden="true" focusable="false">' +
  '<path d="M14 1C6.8 1 1 6.7 1 13.8 1 23.4 14 35 14 35s13-11.6 13-21.2C27 6.7 21.2 1 14 1Z" fill="#0077A8" stroke="#ffffff" stroke-width="2"/>' +
  '<circle cx="14" cy="13.5" r="5" fill="#ffffff"/></svg>'

/** An inline SVG pin: Leaflet's default marker images do not survive bundling. */
const pinIcon = L.divIcon({
  className: 'lux-map-pin',
  html: PIN_SVG,
  iconSize: [28, 36],
  iconAnchor: [14, 35],
  popupAnchor: [0, -32],
})

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

function clusterIcon(count: number, label: string): L.DivIcon {
  const size = count < 10 ? 36 : count < 100 ? 42 : 48
  return L.divIcon({
    className: 'lux-map-cluster',
    // The visible count is hidden from assistive technology, which reads the full label instead.
    html: `<span aria-hidden="true">${count}</span><span class="lux-map-sr">${escapeHtml(label)}</span>`,
    iconSize: [size, size],
  })
}

export interface MarkerLayerOptions {
  cluster: boolean
  clusterLabel: (count: number) => string
  /** Follows a popup link inside the app instead of reloading the page. */
  onNavigate: (href: string) => void
}

function toggleButton(toggle: MarkerToggle): HTMLButtonElement {
  const button = document.createElement('button')
  button.type = 'button'
  button.className = 'lux-map-popup-toggle'
  const text = document.createElement('span')
  button.append(text)
  if (toggle.context) {
    const context = document.createElement('span')
    context.className = 'lux-map-sr'
    context.textContent = ` ${toggle.context}`
    button.append(context)
  }
  const refresh = () => {
    const pressed = toggle.isPressed()
    const unavailable = pressed ? null : (toggle.unavailable?.() ?? null)
    text.textContent = pressed ? toggle.pressedLabel : toggle.label
    button.setAttribute('aria-pressed', String(pressed))
    button.disabled = unavailable !== null
    if (unavailable) button.title = unavailable
    else button.removeAttribute('title')
  }
  button.addEventListener('click', () => {
    toggle.onToggle()
    refresh()
  })
  refresh()
  return button
}

function popupContent(marker: MapMarker, onNavigate: (href: string) => void): HTMLElement {
  const content = document.createElement('div')
  content.className = 'lux-map-popup'
  const title = document.createElement('p')
  title.className = 'lux-map-popup-title'
  if (marker.href) {
    const href = marker.href
    const link = document.createElement('a')
    link.href = href
    link.textContent = marker.label
    link.addEventListener('click', (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      event.preventDefault()
      onNavigate(href)
    })
    title.append(link)
  } else title.textContent = marker.label
  content.append(title)
  for (const line of marker.details ?? []) {
    const detail = document.createElement('p')
    detail.textContent = line
    content.append(detail)
  }
  if (marker.toggle) content.append(toggleButton(marker.toggle))
  return content
}

/** The marker keeps keyboard users in place: focus the popup's link on open, and come back on close. */
function bindPopup(layer: L.Marker, marker: MapMarker, onNavigate: (href: string) => void) {
  layer.bindPopup(() => popupContent(marker, onNavigate), { autoPanPadding: [16, 16] })
  layer.on('popupopen', (event) => {
    event.popup.getElement()?.querySelector<HTMLElement>('a[href]:not(.leaflet-popup-close-button)')?.focus({
      preventScroll: true,
    })
  })
  layer.on('popupclose', () => {
    if (!document.activeElement || document.activeElement === document.body)
      layer.getElement()?.focus({ preventScroll: true })
  })
}

async function clusterGroup(clusterLabel: (count: number) => string): Promise<L.LayerGroup> {
  // The plugin extends the global L that leaflet sets on window, so it loads after leaflet.
  await import('leaflet.markercluster')
  return L.markerClusterGroup({
    showCoverageOnHover: false,
    spiderfyOnMaxZoom: true,
    maxClusterRadius: 50,
    iconCreateFunction: (cluster) =>
      clusterIcon(cluster.getChildCount(), clusterLabel(cluster.getChildCount())),
  })
}

const PLACE_SVG =
  '<svg viewBox="0 0 28 36" width="28" height="36" aria-hidden="true" focusable="false">' +
  '<path d="M14 1C6.8 1 1 6.7 1 13.8 1 23.4 14 35 14 35s13-11.6 13-21.2C27 6.7 21.2 1 14 1Z" fill="#EF3340" stroke="#ffffff" stroke-width="2"/>' +
  '<path d="m14 7 2 4.3 4.6.5-3.4 3.1 1 4.6-4.2-2.4-4.2 2.4 1-4.6-3.4-3.1 4.6-.5Z" fill="#ffffff"/></svg>'

/**
 * The searched place: a red pin with a star (the providers' pins are blue), and the searched radius
 * around it as a circle that takes no clicks.
 */
export function createPlaceLayer(place: MapPlace): L.LayerGroup {
  const group = L.layerGroup()
  if (place.radiusKm)
    L.circle([place.lat, place.lon], {
      radius: place.radiusKm * 1000,
      color: '#EF3340',
      weight: 2,
      dashArray: '6 6',
      fillColor: '#EF3340',
      fillOpacity: 0.06,
      interactive: false,
    }).addTo(group)
  const pin = L.marker([place.lat, place.lon], {
    icon: L.divIcon({
      className: 'lux-map-place',
      html: PLACE_SVG,
      iconSize: [28, 36],
      iconAnchor: [14, 35],
      popupAnchor: [0, -32],
    }),
    title: place.label,
    alt: place.label,
    keyboard: true,
    zIndexOffset: 1000,
  })
  pin.on('add', () => pin.getElement()?.setAttribute('aria-label', place.label))
  pin.bindPopup(() => {
    const content = document.createElement('p')
    content.className = 'lux-map-popup'
    content.textContent = place.label
    return content
  })
  return group.addLayer(pin)
}

/** One focusable, labelled pin per marker, grouped in clusters when asked. */
export async function createMarkerLayer(
  markers: MapMarker[],
  options: MarkerLayerOptions,
): Promise<L.LayerGroup> {
  const group = options.cluster ? await clusterGroup(options.clusterLabel) : L.layerGroup()
  for (const marker of markers) {
    const layer = L.marker([marker.lat, marker.lon], {
      icon: pinIcon,
      title: marker.label,
      alt: marker.label,
      keyboard: true,
      riseOnHover: true,
    })
    // Leaflet names the pin through its title; an explicit label reads the same everywhere.
    layer.on('add', () => layer.getElement()?.setAttribute('aria-label', marker.label))
    bindPopup(layer, marker, options.onNavigate)
    group.addLayer(layer)
  }
  return group
}
