import { useQuery } from '@tanstack/react-query'
import { listChatPhotos, removeChatPhoto, uploadChatPhoto } from '@web/features/assistant/api/chat-photos'
import {
  type PhotoStore,
  type PhotosState,
  RequestPhotosField,
} from '@web/features/quotes/components/request-photos-field'
import { useMemo } from 'react'

/**
 * Photos of the job added in the conversation before its request is sent, signed out too: the
 * server keeps them with the conversation (and the project kept at sign-up), and sends them with it.
 * The ones added earlier (before a reload) are shown again.
 */
export function ChatPhotos({
  sessionId,
  onChange,
}: {
  sessionId: string
  onChange: (state: PhotosState) => void
}) {
  const added = useQuery({
    queryKey: ['chat-photos', sessionId],
    queryFn: () => listChatPhotos(sessionId),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  })
  const store = useMemo<PhotoStore>(
    () => ({
      upload: (file) => uploadChatPhoto(sessionId, file),
      remove: (id) => removeChatPhoto(sessionId, id),
    }),
    [sessionId],
  )
  if (added.isPending) return null
  return (
    <div className="mt-3">
      <RequestPhotosField store={store} initial={added.data?.photos ?? []} camera onChange={onChange} />
    </div>
  )
}
