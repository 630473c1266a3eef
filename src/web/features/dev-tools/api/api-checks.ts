import { catalogContract } from '@shared/api/catalog-contract'
import { operationUrl } from '@shared/api/operation'
import { showcaseContract } from '@shared/api/showcase-contract'
import { CategoryListSchema, LocalityListSchema } from '@shared/catalog/catalog-schemas'
import { CATEGORY_SLUGS } from '@shared/catalog/categories'
import { HealthSchema } from '@shared/health/health-schemas'
import { ProviderCardListSchema, RecentProjectListSchema } from '@shared/showcase/showcase-schemas'
import type { z } from 'zod'

/** What a check concluded; the message is an i18n key so it follows a language change. */
export interface CheckVerdict {
  ok: boolean
  messageKey: string
  values?: Record<string, string | number>
}

export interface ApiCheck {
  id: string
  path: string
  schema: z.ZodType
  judge: (data: never) => CheckVerdict
}

const check = <S extends z.ZodType>(
  id: string,
  path: string,
  schema: S,
  judge: (data: z.infer<S>) => CheckVerdict,
): ApiCheck => ({
  id,
  path,
  schema,
  judge: judge as (data: never) => CheckVerdict,
})

const names = (items: { name: string }[]) => items.map((item) => item.name).join(', ')

export const API_CHECKS: ApiCheck[] = [
  check('health', '/health', HealthSchema, (health) => ({
    ok: health.status === 'ok',
    messageKey: health.database === 'ok' ? 'api.result.healthOk' : 'api.result.healthDown',
    values: { version: health.version },
  })),
  check(
    'categories',
    operationUrl(catalogContract.categories),
    CategoryListSchema,
    ({ items }): CheckVerdict =>
      items.length === CATEGORY_SLUGS.length
        ? { ok: true, messageKey: 'api.result.categories', values: { count: items.length } }
        : {
            ok: false,
            messageKey: 'api.result.categoriesMismatch',
            values: { expected: CATEGORY_SLUGS.length, count: items.length },
          },
  ),
  check(
    'localities',
    operationUrl(catalogContract.localities, { query: { q: 'Esch' } }),
    LocalityListSchema,
    ({ items }) => {
      const first = items[0]
      return first
        ? {
            ok: true,
            messageKey: 'api.result.locality',
            values: { name: first.name, commune: first.commune },
          }
        : { ok: false, messageKey: 'api.result.noLocality' }
    },
  ),
  check(
    'providers',
    operationUrl(showcaseContract.topProviders, { query: { limit: 3 } }),
    ProviderCardListSchema,
    ({ items }) => ({
      ok: true,
      messageKey: items.length > 0 ? 'api.result.providers' : 'api.result.noProviders',
      values: { count: items.length, names: names(items) },
    }),
  ),
  check(
    'projects',
    operationUrl(showcaseContract.recentProjects, { query: { limit: 3 } }),
    RecentProjectListSchema,
    ({ items }) => ({
      ok: true,
      messageKey: items.length > 0 ? 'api.result.projects' : 'api.result.noProjects',
      values: { count: items.length, names: items.map((item) => item.locality).join(', ') },
    }),
  ),
]
