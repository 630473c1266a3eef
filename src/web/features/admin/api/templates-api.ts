import type { EmailTemplateInput } from '@shared/admin/email-template-schemas'
import { adminEmailTemplatesContract as templates } from '@shared/api/admin-email-templates-contract'
import type { UiLanguage } from '@shared/i18n/languages'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'
import { adminKeys } from './admin-keys'

export function useEmailTemplates() {
  return useQuery({
    queryKey: adminKeys.templates(),
    queryFn: ({ signal }) => call(templates.list, {}, { signal }),
  })
}

export function useEmailTemplate(template: string | undefined, language: UiLanguage) {
  return useQuery({
    queryKey: adminKeys.template(template ?? '', language),
    queryFn: ({ signal }) =>
      call(templates.get, { params: { template: template ?? '', language } }, { signal }),
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
  useTemplateMutation((body: EmailTemplateInput) =>
    call(templates.save, { params: { template, language }, body }),
  )
export const useResetTemplate = (template: string, language: UiLanguage) =>
  useTemplateMutation(() => call(templates.reset, { params: { template, language } }))
export const usePreviewTemplate = (template: string, language: UiLanguage) =>
  useMutation({
    mutationFn: (body: EmailTemplateInput) =>
      call(templates.preview, { params: { template, language }, body }),
  })
export const useSendTestTemplate = (template: string, language: UiLanguage) =>
  useMutation({
    mutationFn: () => call(templates.sendTest, { params: { template, language } }),
  })
