import * as z from 'zod/mini';

/** The API's VAPID public key: browsers subscribe to web push with it (`applicationServerKey`). */
export const pushPublicKey = z.lazy(() => z.object({ public_key: z.string() }));

/** Dev-only: how many pushes a notification sweep sent. */
export const pushSweep = z.lazy(() => z.object({ sent: z.int() }));
