/**
 * A charge's deadline as the API answers it: the instant, and the whole seconds left at `now` (on
 * the clock that expires it), which a device counts down from whatever its own clock says.
 */
export function pixDeadline(expiresAt: Date, now: Date) {
  return {
    expires_at: expiresAt.toISOString(),
    expires_in: Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000)),
  };
}
