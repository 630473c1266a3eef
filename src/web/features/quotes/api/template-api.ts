import type { Template } from '@shared/workspace/workspace-schemas'
import { sendRequest } from '@web/lib/api/http'

export const templateKeys = { all: ['templates'] as const }

export const templateApi = {
  list: () => sendRequest<{ items: Template[] }>('/api/templates'),
  upload: (form: FormData) => sendRequest<Template>('/api/templates', { method: 'POST', body: form }),
  makeDefault: (id: number) =>
    sendRequest<{ items: Template[] }>(`/api/templates/${id}/default`, { method: 'POST' }),
  remove: (id: number) => sendRequest<{ items: Template[] }>(`/api/templates/${id}`, { method: 'DELETE' }),
  downloadUrl: (id: number) => `/api/templates/${id}/download`,
}
