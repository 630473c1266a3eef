import { distanceKm, type Point } from '@web/features/providers/lib/distance'
import { useAuth } from '@web/lib/auth/auth-context'

/** How far the provider is from the signed-in person's saved location, or null when we do not know it. */
export function useDistanceFromYou(provider: Point): number | null {
  const coordinates = useAuth().user?.coordinates
  return coordinates ? distanceKm(coordinates, provider) : null
}
