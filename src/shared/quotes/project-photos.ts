import { RowIdSchema } from '@shared/http/row-id'
import { ResponsiveImageSchema } from '@shared/images/responsive-image'
import { PORTFOLIO_IMAGE_TYPES, TEMPLATE_MAX_BYTES } from '@shared/workspace/workspace-schemas'
import { z } from 'zod'

/** Photos a customer may attach to one project. */
export const PROJECT_PHOTOS_MAX = 5
/** The images a photo may be, judged by its bytes on the server; the same as a portfolio's. */
export const PROJECT_PHOTO_TYPES = PORTFOLIO_IMAGE_TYPES
/** Each photo's limit: the uploads' (10 MB). */
export const PROJECT_PHOTO_MAX_BYTES = TEMPLATE_MAX_BYTES

/** The ids of photos uploaded for the project being written (POST /api/project-photos), in order. */
export const ProjectPhotoIdsSchema = z
  .array(RowIdSchema)
  .max(PROJECT_PHOTOS_MAX, `Attach at most ${PROJECT_PHOTOS_MAX} photos.`)
  .refine((ids) => new Set(ids).size === ids.length, 'Attach each photo once.')

/** POST /api/project-photos: the uploaded photo, not yet part of a project. */
export const UploadedProjectPhotoSchema = z.object({ id: z.number() })
export type UploadedProjectPhoto = z.infer<typeof UploadedProjectPhotoSchema>

/** A photo of a sent project, as its viewers fetch it (a provider from its email link adds `?token=`). */
export const ProjectPhotoSchema = z.object({
  id: z.number(),
  url: z.string(),
  /** Its size and resized copies (null until a photo stored before the pipeline is converted). */
  image: ResponsiveImageSchema.nullable(),
})
export type ProjectPhoto = z.infer<typeof ProjectPhotoSchema>
