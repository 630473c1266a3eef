import { ApiErrorSchema } from '@shared/http/api-error'
import {
  ProviderProfileSchema,
  ProviderSlugParamsSchema,
  ReviewPageQuerySchema,
  ReviewPageSchema,
  ReviewSchema,
} from '@shared/providers/provider-profile-schemas'
import {
  ProviderSearchQuerySchema,
  ProviderSearchResultSchema,
} from '@shared/providers/provider-search-schemas'
import {
  CreateReviewSchema,
  ReviewEligibilitySchema,
  ReviewIdParamsSchema,
  ReviewReplySchema,
} from '@shared/providers/review-schemas'
import { defineOperation } from './operation'
import { errorResponses } from './responses'

/** The directory, the provider pages and their reviews (ADR 078). */
export const providersContract = {
  search: defineOperation({
    method: 'GET',
    path: '/api/public/providers/search',
    access: 'public',
    tags: ['providers'],
    summary: 'Search active providers: text, letter, category, specialty, rating, place and radius',
    query: ProviderSearchQuerySchema,
    responses: { 200: ProviderSearchResultSchema, 400: ApiErrorSchema },
  }),
  profile: defineOperation({
    method: 'GET',
    path: '/api/public/providers/:slug',
    access: 'public',
    tags: ['providers'],
    summary: 'A provider’s public profile with the first page of reviews',
    params: ProviderSlugParamsSchema,
    query: ReviewPageQuerySchema,
    responses: { 200: ProviderProfileSchema, 404: ApiErrorSchema },
  }),
  reviews: defineOperation({
    method: 'GET',
    path: '/api/public/providers/:slug/reviews',
    access: 'public',
    tags: ['providers'],
    summary: 'A provider’s reviews, newest first',
    params: ProviderSlugParamsSchema,
    query: ReviewPageQuerySchema,
    responses: { 200: ReviewPageSchema, 404: ApiErrorSchema },
  }),
  reviewEligibility: defineOperation({
    method: 'GET',
    path: '/api/providers/:slug/review-eligibility',
    access: 'signedIn',
    tags: ['reviews'],
    summary: 'Whether the caller may review this provider',
    params: ProviderSlugParamsSchema,
    responses: { 200: ReviewEligibilitySchema, 404: ApiErrorSchema },
  }),
  createReview: defineOperation({
    method: 'POST',
    path: '/api/providers/:slug/reviews',
    access: 'customer',
    tags: ['reviews'],
    summary: 'Review a provider after a completed quote request (once)',
    params: ProviderSlugParamsSchema,
    body: CreateReviewSchema,
    responses: { 201: ReviewSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
  }),
  myReviews: defineOperation({
    method: 'GET',
    path: '/api/provider/reviews',
    access: 'provider',
    tags: ['reviews'],
    summary: 'The reviews of my business, newest first, with my replies',
    query: ReviewPageQuerySchema,
    responses: { 200: ReviewPageSchema, ...errorResponses(400, 401, 403, 404, 429, 503) },
  }),
  replyToReview: defineOperation({
    method: 'PUT',
    path: '/api/reviews/:id/reply',
    access: 'provider',
    tags: ['reviews'],
    summary: 'Write or replace the provider’s public reply to a review of their business',
    params: ReviewIdParamsSchema,
    body: ReviewReplySchema,
    responses: { 200: ReviewSchema, 404: ApiErrorSchema },
  }),
}
