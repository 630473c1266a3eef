import {
  PROJECT_PHOTO_MAX_BYTES,
  PROJECT_PHOTO_TYPES,
  PROJECT_PHOTOS_MAX,
} from '@shared/quotes/project-photos'
import { removeProjectPhoto, uploadProjectPhoto } from '@web/features/quotes/api/project-photos'
import { failureText } from '@web/lib/api/failure-text'
import { Camera, ImagePlus, Loader2, X } from 'lucide-react'
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

interface Photo {
  key: string
  preview: string
  /** The server's id once uploaded. */
  id: number | null
}

export interface PhotosState {
  ids: number[]
  /** True while a photo is still uploading: the request waits for it. */
  uploading: boolean
}

let nextKey = 0

/** Where the photos go: the signed-in customer's own uploads, or an assistant conversation's. */
export interface PhotoStore {
  upload: (file: File) => Promise<{ id: number }>
  remove: (id: number) => Promise<unknown>
}

const ownPhotos: PhotoStore = { upload: uploadProjectPhoto, remove: removeProjectPhoto }

/**
 * Optional photos of the job (up to 5): each is uploaded as soon as it is chosen and shown as a
 * thumbnail that can be removed; the form sends the ids with the project. The server judges each
 * file by its content; the checks here only answer sooner. `camera` adds a tile that opens a
 * phone's camera; `initial` are photos uploaded before (shown from the server).
 */
export function RequestPhotosField({
  onChange,
  store = ownPhotos,
  initial = [],
  camera = false,
}: {
  onChange: (state: PhotosState) => void
  store?: PhotoStore
  initial?: { id: number; url: string }[]
  camera?: boolean
}) {
  const { t } = useTranslation('requests')
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [photos, setPhotos] = useState<Photo[]>(() =>
    initial.map((photo) => ({ key: `photo-${++nextKey}`, preview: photo.url, id: photo.id })),
  )
  const [problems, setProblems] = useState<string[]>([])

  useEffect(() => {
    onChange({
      ids: photos.flatMap((p) => (p.id === null ? [] : [p.id])),
      uploading: photos.some((p) => p.id === null),
    })
  }, [photos, onChange])
  // The previews are the browser's own copies of the files: let them go with the form.
  const previews = useRef(photos)
  previews.current = photos
  useEffect(
    () => () => {
      for (const p of previews.current) URL.revokeObjectURL(p.preview)
    },
    [],
  )

  const drop = (key: string) =>
    setPhotos((list) => {
      const gone = list.find((p) => p.key === key)
      if (gone) URL.revokeObjectURL(gone.preview)
      return list.filter((p) => p.key !== key)
    })

  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])]
    event.target.value = ''
    const found: string[] = []
    const room = PROJECT_PHOTOS_MAX - photos.length
    if (chosen.length > room) found.push(t('photos.errors.tooMany', { max: PROJECT_PHOTOS_MAX }))
    for (const file of chosen.slice(0, Math.max(room, 0))) {
      if (!(PROJECT_PHOTO_TYPES as readonly string[]).includes(file.type)) {
        found.push(t('photos.errors.type', { name: file.name }))
        continue
      }
      if (file.size > PROJECT_PHOTO_MAX_BYTES) {
        found.push(t('photos.errors.size', { name: file.name }))
        continue
      }
      const key = `photo-${++nextKey}`
      setPhotos((list) => [...list, { key, preview: URL.createObjectURL(file), id: null }])
      store.upload(file).then(
        (uploaded) => setPhotos((list) => list.map((p) => (p.key === key ? { ...p, id: uploaded.id } : p))),
        (error: unknown) => {
          drop(key)
          setProblems((list) => [...list, failureText(error, t('photos.errors.failed', { name: file.name }))])
        },
      )
    }
    setProblems(found)
  }

  const remove = (photo: Photo) => {
    if (photo.id !== null) void store.remove(photo.id).catch(() => undefined)
    drop(photo.key)
    input.current?.focus()
  }

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {t('photos.label')}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <ul className="contents">
          {photos.map((photo, index) => (
            <li
              key={photo.key}
              className="relative size-20 overflow-hidden rounded-lg border border-slate-200"
            >
              <img
                src={photo.preview}
                alt={t('photos.thumbnail', { n: index + 1 })}
                className="size-full object-cover"
              />
              {photo.id === null ? (
                <span className="absolute inset-0 grid place-items-center bg-white/70">
                  <Loader2 className="size-5 animate-spin text-brand-700" aria-hidden="true" />
                  <span className="sr-only">{t('photos.uploading')}</span>
                </span>
              ) : (
                <button
                  type="button"
                  onClick={() => remove(photo)}
                  aria-label={t('photos.remove', { n: index + 1 })}
                  className="absolute top-1 right-1 grid size-7 place-items-center rounded-full bg-ink/75 text-white hover:bg-ink focus-visible:outline-2 focus-visible:outline-white"
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              )}
            </li>
          ))}
        </ul>
        {photos.length < PROJECT_PHOTOS_MAX && camera && (
          <span className="relative grid size-20 place-items-center rounded-lg border-2 border-dashed border-slate-300 text-slate-600 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-100 hover:border-brand-600">
            <Camera className="size-6" aria-hidden="true" />
            <input
              type="file"
              accept="image/*"
              capture="environment"
              onChange={add}
              aria-label={t('photos.camera')}
              aria-describedby={`${id}-hint`}
              className="absolute inset-0 cursor-pointer opacity-0"
            />
          </span>
        )}
        {photos.length < PROJECT_PHOTOS_MAX && (
          <span className="relative grid size-20 place-items-center rounded-lg border-2 border-dashed border-slate-300 text-slate-600 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-100 hover:border-brand-600">
            <ImagePlus className="size-6" aria-hidden="true" />
            <input
              ref={input}
              id={id}
              type="file"
              accept={PROJECT_PHOTO_TYPES.join(',')}
              multiple
              onChange={add}
              aria-describedby={`${id}-hint`}
              className="absolute inset-0 cursor-pointer opacity-0"
            />
          </span>
        )}
      </div>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t('photos.hint', { max: PROJECT_PHOTOS_MAX })}
      </p>
      {problems.length > 0 && (
        <ul role="alert" className="space-y-0.5 text-sm text-danger">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
