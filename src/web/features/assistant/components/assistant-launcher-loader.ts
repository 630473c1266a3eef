/**
 * A hop with no static imports between the shell and the launcher: the first bundle then names
 * one small file to preload instead of the launcher's dependencies (landing JS budget).
 */
export const loadAssistantLauncher = () => import('./assistant-launcher')
