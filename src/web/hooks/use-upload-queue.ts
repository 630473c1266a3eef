import { failureText } from '@web/lib/api/failure-text'
import { type ChangeEvent, useEffect, useRef, useState } from 'react'

/** A file chosen in a form: uploaded as soon as it is chosen, `id` is the server's once it is. */
export interface QueuedFile<Details> {
  key: string
  id: number | null
  details: Details
}

/** What the form sends with its request: the uploaded ids, and whether it must still wait. */
export interface UploadState {
  ids: number[]
  uploading: boolean
}

export interface UploadRules {
  max: number
  types: readonly string[]
  maxBytes: number
}

/** The field's own words for what the browser can tell before sending, and for a failed upload. */
export interface UploadTexts {
  tooMany: string
  type: (name: string) => string
  size: (name: string) => string
  failed: (name: string) => string
}

let nextKey = 0

/**
 * The queue behind a file field that uploads each file on choice: the size, type and count checks
 * that answer before the server does (it judges each file by its content), a failed upload dropped
 * with its reason kept, and the state the form waits on. `release` lets go of what a file held (a
 * preview's object URL) when it is dropped or the field goes away.
 */
export function useUploadQueue<Details>({
  rules,
  texts,
  upload,
  detailsOf,
  onChange,
  initial = [],
  release,
}: {
  rules: UploadRules
  texts: UploadTexts
  upload: (file: File) => Promise<{ id: number }>
  detailsOf: (file: File) => Details
  onChange: (state: UploadState) => void
  initial?: { id: number; details: Details }[]
  release?: (details: Details) => void
}) {
  const [files, setFiles] = useState<QueuedFile<Details>[]>(() =>
    initial.map((file) => ({ key: `upload-${++nextKey}`, id: file.id, details: file.details })),
  )
  const [problems, setProblems] = useState<string[]>([])

  useEffect(() => {
    onChange({
      ids: files.flatMap((file) => (file.id === null ? [] : [file.id])),
      uploading: files.some((file) => file.id === null),
    })
  }, [files, onChange])

  const current = useRef({ files, release })
  current.current = { files, release }
  useEffect(
    () => () => {
      const { files: left, release: letGo } = current.current
      if (letGo) for (const file of left) letGo(file.details)
    },
    [],
  )

  const drop = (key: string) =>
    setFiles((list) => {
      const gone = list.find((file) => file.key === key)
      if (gone) release?.(gone.details)
      return list.filter((file) => file.key !== key)
    })

  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])]
    event.target.value = ''
    const found: string[] = []
    const room = rules.max - files.length
    if (chosen.length > room) found.push(texts.tooMany)
    for (const file of chosen.slice(0, Math.max(room, 0))) {
      if (!rules.types.includes(file.type)) {
        found.push(texts.type(file.name))
        continue
      }
      if (file.size > rules.maxBytes) {
        found.push(texts.size(file.name))
        continue
      }
      const key = `upload-${++nextKey}`
      const details = detailsOf(file)
      setFiles((list) => [...list, { key, id: null, details }])
      upload(file).then(
        (uploaded) => setFiles((list) => list.map((f) => (f.key === key ? { ...f, id: uploaded.id } : f))),
        (error: unknown) => {
          drop(key)
          setProblems((list) => [...list, failureText(error, texts.failed(file.name))])
        },
      )
    }
    setProblems(found)
  }

  return { files, problems, add, drop, full: files.length >= rules.max }
}
