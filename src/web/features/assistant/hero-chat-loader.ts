/**
 * What the assistant offers other features: the landing hero's chat, loaded on demand. A hop with no
 * static imports between the landing page and the hero chat: the landing chunk then lists one small
 * file to preload instead of the chat's whole dependency tree (landing JS budget).
 */
export const loadHeroChat = () => import('@web/features/assistant/components/hero-chat')
