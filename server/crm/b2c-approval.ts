import type { Hono } from 'hono';
import type { Db, Queryable } from '../db/db.ts';
import { isUuid } from '../db/sql.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { AppEnv } from '../http/app-env.ts';
import { liveSession } from './b2c-routes.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>External identity · Brasa reference API</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #fffbf5; color: #1f1a17; }
  main { max-width: 480px; margin: 48px auto; padding: 24px; background: #fff; border: 1px solid #ddd5ce; border-radius: 12px; }
  button { font: inherit; font-weight: 700; padding: 12px 24px; border: 0; border-radius: 8px; background: #b8401a; color: #fff; cursor: pointer; }
  code { background: #f3ede7; padding: 2px 6px; border-radius: 4px; }
</style></head>
<body><main>${body}</main></body></html>`;
}

async function pendingSession(db: Queryable, id: string | undefined) {
  if (!id || !isUuid(id)) return undefined;
  const [session] = await db.query<{ id: string; brand_id: string; unique_user_id: string }>(
    `select id, brand_id, unique_user_id from b2c_sessions where id = $1 and status = 'pending' and ${liveSession}`,
    [id],
  );
  return session;
}

const gone = page('<h1>Nothing to approve</h1><p>This login request expired or was already answered.</p>');

/**
 * The dev stand-in for the external identity provider: a page that approves a pending b2c login,
 * creating the b2c account of that unique user id the first time.
 */
export function b2cApprovalPage(app: Hono<AppEnv>, api: ApiRouter, db: Db): void {
  app.get('/dev/b2c/approve', async (c) => {
    const session = await pendingSession(db, c.req.query('session'));
    if (!session) return c.html(gone, 404);
    return c.html(
      page(`<h1>Approve login?</h1>
<p>The app asks to log in as the external user <code>${escapeHtml(session.unique_user_id)}</code>.</p>
<form method="post"><input type="hidden" name="session" value="${session.id}"><button>Approve</button></form>`),
    );
  });

  app.post('/dev/b2c/approve', async (c) => {
    const form = await c.req.parseBody();
    const approved = await db.transaction(async (tx) => {
      const session = await pendingSession(tx, typeof form.session === 'string' ? form.session : undefined);
      if (!session) return false;
      await tx.query(
        `insert into users (brand_id, auth_provider, external_id) values ($1, 'b2c', $2)
         on conflict (brand_id, auth_provider, external_id) do nothing`,
        [session.brand_id, session.unique_user_id],
      );
      await tx.query(
        `update b2c_sessions set status = 'approved', user_id = (
           select id from users where brand_id = $2 and auth_provider = 'b2c' and external_id = $3)
         where id = $1`,
        [session.id, session.brand_id, session.unique_user_id],
      );
      return true;
    });
    if (!approved) return c.html(gone, 404);
    return c.html(page('<h1>Approved</h1><p>You can go back to the app; it logs you in by itself.</p>'));
  });

  api.document({
    method: 'get',
    path: '/dev/b2c/approve',
    summary: 'Dev stand-in for the external identity provider: approve a pending b2c login',
    contentType: 'text/html',
  });
}
