import { operationUrl } from '@shared/api/operation'
import { templatesContract } from '@shared/api/templates-contract'
import { call } from '@web/lib/api/call'

export const templateKeys = { all: ['templates'] as const }

export const templateApi = {
  list: () => call(templatesContract.list),
  upload: (form: FormData) => call(templatesContract.upload, {}, { form }),
  makeDefault: (id: number) => call(templatesContract.makeDefault, { params: { id } }),
  remove: (id: number) => call(templatesContract.remove, { params: { id } }),
  downloadUrl: (id: number) => operationUrl(templatesContract.download, { params: { id } }),
}
