import type { Revalidated } from './client.ts';
import { ApiError } from './errors.ts';

/** One conditional read of a poller: sent with the ETag of the last answer, if there is one. */
export type ConditionalRead<T> = (etag: string | undefined) => Promise<Revalidated<T>>;

/**
 * What a poller keeps of one resource between its reads: the ETag of the last answer, sent as
 * `If-None-Match`, and that answer mapped by `map`. A 304 answers the kept value itself — the same
 * object — so a chart that stores it and the views that select it see no change and do not render.
 * `key` names the resource (a session and seat, an order): reading another one forgets the last.
 * `seed` takes an answer another call brought (the join brings the seat's bill): the next read of its
 * resource answers it without a call of its own, and the reads after send its ETag.
 */
export function lastAnswer<T, V = T>(map: (value: T) => V) {
  let kept: { key: string; etag: string; value: V } | undefined;
  let seeded: string | undefined;
  async function read(key: string, send: ConditionalRead<T>): Promise<V> {
    const known = kept?.key === key ? kept : undefined;
    const fresh = seeded === key;
    seeded = undefined;
    if (known && fresh) return known.value;
    const answer = await send(known?.etag);
    if (answer.unchanged) {
      // A 304 to a call that named no ETag (or another resource's) is no answer at all.
      if (!known) throw new ApiError({ key: 'invalidResponse', status: 304 });
      return known.value;
    }
    const value = map(answer.value);
    kept = answer.etag ? { key, etag: answer.etag, value } : undefined;
    return value;
  }
  function seed(key: string, etag: string, value: T): void {
    kept = { key, etag, value: map(value) };
    seeded = key;
  }
  return Object.assign(read, { seed });
}
