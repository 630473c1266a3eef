import { useAuth } from '@web/app/auth/auth-context'
import { distanceKm, type Point } from '@web/features/providers/lib/distance'

/** How far the provider is from the signed-in person's saved location, or null when we do not know it. */
export function useDistanceFromYou(provider: Point): number | null {
  const coordinates = useAuth().user?.coordinates
  return coordinates ? distanceKm(coordinates, provider) : null
}
