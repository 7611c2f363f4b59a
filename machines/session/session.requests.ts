import type { Actor } from 'xstate';
import type { sessionMachine } from './session.machine.ts';
import type { RequestOutcome } from './session.types.ts';

export interface UnauthorizedCall {
  /** The token the refused call carried. */
  token: string | undefined;
  replayed: boolean;
}

type SessionActor = Pick<Actor<typeof sessionMachine>, 'send' | 'on'>;

/**
 * The HTTP client's `onUnauthorized` seam (src/api/client.ts): each 401 is registered with the
 * session under its own id and resolves with the session's answer — `'replay'` (send it once more
 * with the access token the session holds then) or `'fail'`.
 */
export function createUnauthorizedHandler(session: SessionActor) {
  const pending = new Map<string, (outcome: RequestOutcome) => void>();
  let count = 0;
  session.on('requests.settled', ({ requestIds, outcome }) => {
    for (const id of requestIds) {
      pending.get(id)?.(outcome);
      pending.delete(id);
    }
  });
  return ({ token, replayed }: UnauthorizedCall): Promise<RequestOutcome> => {
    count += 1;
    const requestId = `request-${count}`;
    const outcome = new Promise<RequestOutcome>((resolve) => pending.set(requestId, resolve));
    session.send({ type: 'request.unauthorized', requestId, token, replayed });
    return outcome;
  };
}
