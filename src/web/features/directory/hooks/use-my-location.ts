import { type Coordinates, toSearchCoordinates } from '@web/features/directory/lib/coordinates'
import { useRef, useState } from 'react'

export type LocateStatus = 'idle' | 'locating' | 'failed' | 'outside'

const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: 10_000,
  maximumAge: 5 * 60_000,
}

/** "Use my location" through the browser's geolocation; a refusal, a time-out or no support is 'failed'. */
export function useMyLocation(onLocated: (coordinates: Coordinates) => void) {
  const [status, setStatus] = useState<LocateStatus>('idle')
  const onLocatedRef = useRef(onLocated)
  onLocatedRef.current = onLocated

  const locate = () => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setStatus('failed')
      return
    }
    setStatus('locating')
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const coordinates = toSearchCoordinates(position.coords)
        if (!coordinates) {
          setStatus('outside')
          return
        }
        setStatus('idle')
        onLocatedRef.current(coordinates)
      },
      () => setStatus('failed'),
      GEOLOCATION_OPTIONS,
    )
  }

  return { status, locate, reset: () => setStatus('idle') }
}
