import {
  MaintenanceStateSchema,
  MaintenanceUpdateSchema,
  SettingsSchema,
  SettingsUpdateSchema,
} from '@shared/admin/settings-schemas'
import { defineOperation } from './operation'
import { errorResponses } from './responses'

/** The settings admins change, and maintenance mode (ADR 076, 078). */
export const adminSettingsContract = {
  settings: defineOperation({
    method: 'GET',
    path: '/api/admin/settings',
    access: 'admin',
    tags: ['admin'],
    summary: 'The settings',
    responses: { 200: SettingsSchema },
  }),
  updateSettings: defineOperation({
    method: 'PUT',
    path: '/api/admin/settings',
    access: 'admin',
    tags: ['admin'],
    summary: 'Change settings (each change audited)',
    body: SettingsUpdateSchema,
    responses: { 200: SettingsSchema, ...errorResponses(400, 413, 415) },
  }),
  setMaintenance: defineOperation({
    method: 'PUT',
    path: '/api/admin/maintenance',
    access: 'admin',
    tags: ['admin'],
    summary: 'Turn maintenance mode on (with a message and an optional end) or off',
    body: MaintenanceUpdateSchema,
    responses: { 200: MaintenanceStateSchema, ...errorResponses(400, 413, 415) },
  }),
}
