/**
 * The query of the project kept at registration (GET /api/pending-project). Here because two features
 * touch it: the quotes feature shows it, and the assistant's sending of its conversation consumes it.
 */
export const pendingProjectKey = ['pending-project'] as const
