/** Active (not revoked) keys a user may hold at once. */
export const MAX_ACTIVE_API_KEYS = 10;
