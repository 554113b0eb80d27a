import type { ErrorCode } from '@bluu/contracts/error-codes';

/** Compared as a literal, so the contracts' list of codes is not bundled (server-error-code.ts). */
const SIGN_IN_REQUIRED = 'USER_SIGN_IN_REQUIRED' satisfies ErrorCode;

/**
 * The history state the profile opens /login with when the server has ended its session
 * (USER_SIGN_IN_REQUIRED: a password changed or Logout in another browser), so that /login can
 * say why the visitor is there.
 */
export const SESSION_ENDED_STATE = { refusal: SIGN_IN_REQUIRED };

/** True for the history state of a /login opened because the profile's session ended. */
export function isSessionEndedState(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    'refusal' in state &&
    state.refusal === SIGN_IN_REQUIRED
  );
}
