import { PublicSettingsSchema } from '@shared/admin/settings-schemas'
import {
  ProviderCardListSchema,
  RecentProjectListSchema,
  RecentWorkListSchema,
  ShowcaseQuerySchema,
  SiteFiguresSchema,
} from '@shared/showcase/showcase-schemas'
import { defineOperation } from './operation'

/** What the landing page shows, and the settings every page reads (ADR 078). */
export const showcaseContract = {
  topProviders: defineOperation({
    method: 'GET',
    path: '/api/public/providers/top',
    access: 'public',
    tags: ['providers'],
    summary: 'Best-rated active providers',
    query: ShowcaseQuerySchema,
    responses: { 200: ProviderCardListSchema },
  }),
  recentProjects: defineOperation({
    method: 'GET',
    path: '/api/public/projects/recent',
    access: 'public',
    tags: ['projects'],
    summary: 'Recent projects whose customers agreed to show them',
    query: ShowcaseQuerySchema,
    responses: { 200: RecentProjectListSchema },
  }),
  recentWork: defineOperation({
    method: 'GET',
    path: '/api/public/work/recent',
    access: 'public',
    tags: ['providers'],
    summary: 'Recent photos listed businesses uploaded to their portfolios (never illustrations)',
    query: ShowcaseQuerySchema,
    responses: { 200: RecentWorkListSchema },
  }),
  figures: defineOperation({
    method: 'GET',
    path: '/api/public/figures',
    access: 'public',
    tags: ['providers'],
    summary: 'The figures the site states: verified listed providers, as the directory has them',
    responses: { 200: SiteFiguresSchema },
  }),
  publicSettings: defineOperation({
    method: 'GET',
    path: '/api/public/settings',
    access: 'public',
    tags: ['system'],
    summary:
      'Settings the site shows: support email, response promise, credits, launch banner, access gate, landing weights, whether texts can be translated',
    responses: { 200: PublicSettingsSchema },
  }),
}
