import { health, NOT_READY, SHUTTING_DOWN } from '../../contract/schemas/common.ts';
import type { Db } from '../db/db.ts';
import { migrationsDone } from '../db/migrate.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { HttpError } from '../http/http-error.ts';

/**
 * For a load balancer: `/api/health` says the process lives (restart it otherwise), `/api/ready`
 * that it should be sent requests — the database answers, every migration is in, and it is not
 * shutting down — else 503 with `Retry-After`.
 */
export function healthRoutes(api: ApiRouter, db: Db, draining: () => boolean): void {
  api.get({ path: '/api/health', summary: 'Liveness: the process answers', response: health }, () => ({
    ok: true,
  }));

  api.get(
    {
      path: '/api/ready',
      summary:
        'Readiness: the database answers and holds every migration, and the process is not shutting down; else 503 with Retry-After',
      response: health,
    },
    async () => {
      if (draining()) throw new HttpError(503, 'shutting down', SHUTTING_DOWN, { retry_after: 10 });
      if (!(await migrationsDone(db)))
        throw new HttpError(503, 'the database misses migrations', NOT_READY, { retry_after: 5 });
      return { ok: true };
    },
  );
}
