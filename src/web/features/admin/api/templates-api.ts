import type { AdminActionResult } from '@shared/admin/admin-common-schemas'
import type {
  EmailPreview,
  EmailTemplateDetail,
  EmailTemplateInput,
  EmailTemplateList,
} from '@shared/admin/email-template-schemas'
import type { UiLanguage } from '@shared/i18n/languages'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { authenticatedRequest } from '@web/lib/api/authenticated-client'
import { adminKeys } from './admin-keys'

const path = (template: string, language: UiLanguage, action = '') =>
  `/api/admin/email-templates/${encodeURIComponent(template)}/${language}${action}`

export function useEmailTemplates() {
  return useQuery({
    queryKey: adminKeys.templates(),
    queryFn: ({ signal }) =>
      authenticatedRequest<EmailTemplateList>('/api/admin/email-templates', { signal }),
  })
}

export function useEmailTemplate(template: string | undefined, language: UiLanguage) {
  return useQuery({
    queryKey: adminKeys.template(template ?? '', language),
    queryFn: ({ signal }) =>
      authenticatedRequest<EmailTemplateDetail>(path(template ?? '', language), { signal }),
    enabled: Boolean(template),
  })
}

function useTemplateMutation<Input, Result>(send: (input: Input) => Promise<Result>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.templates() })
      void client.invalidateQueries({ queryKey: ['admin', 'email-template'] })
    },
  })
}

export const useSaveTemplate = (template: string, language: UiLanguage) =>
  useTemplateMutation((input: EmailTemplateInput) =>
    authenticatedRequest<AdminActionResult>(path(template, language), { method: 'PUT', body: input }),
  )
export const useResetTemplate = (template: string, language: UiLanguage) =>
  useTemplateMutation(() =>
    authenticatedRequest<AdminActionResult>(path(template, language), { method: 'DELETE' }),
  )
export const usePreviewTemplate = (template: string, language: UiLanguage) =>
  useMutation({
    mutationFn: (input: EmailTemplateInput) =>
      authenticatedRequest<EmailPreview>(path(template, language, '/preview'), {
        method: 'POST',
        body: input,
      }),
  })
export const useSendTestTemplate = (template: string, language: UiLanguage) =>
  useMutation({
    mutationFn: () =>
      authenticatedRequest<AdminActionResult>(path(template, language, '/test'), {
        method: 'POST',
        body: {},
      }),
  })
