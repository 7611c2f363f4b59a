import { describe, expect, it } from 'vitest';
import type { Revalidated } from './client.ts';
import { ApiError } from './errors.ts';
import { lastAnswer } from './last-answer.ts';

type Answer = Revalidated<{ total: number }>;

/** A conditional read that answers from a script and records the ETag each call sent. */
function scripted(...answers: Answer[]) {
  const sent: Array<string | undefined> = [];
  const send = async (etag: string | undefined) => {
    sent.push(etag);
    const answer = answers[sent.length - 1];
    if (!answer) throw new Error('no answer scripted');
    return answer;
  };
  return { send, sent };
}

const fresh = (total: number, etag = `W/"${total}"`): Answer => ({
  unchanged: false,
  value: { total },
  etag,
});
const unchanged: Answer = { unchanged: true };

describe('lastAnswer', () => {
  it('sends the last ETag and answers the very same mapped object on 304', async () => {
    const read = lastAnswer((bill: { total: number }) => ({ cents: bill.total }));
    const { send, sent } = scripted(fresh(100), unchanged, fresh(250), unchanged);
    const first = await read('seat-1', send);
    expect(first).toEqual({ cents: 100 });
    expect(await read('seat-1', send)).toBe(first);
    const changed = await read('seat-1', send);
    expect(changed).toEqual({ cents: 250 });
    expect(await read('seat-1', send)).toBe(changed);
    expect(sent).toEqual([undefined, 'W/"100"', 'W/"100"', 'W/"250"']);
  });

  it('another resource starts without an ETag', async () => {
    const read = lastAnswer((bill: { total: number }) => bill);
    const { send, sent } = scripted(fresh(100), fresh(300));
    await read('seat-1', send);
    expect(await read('seat-2', send)).toEqual({ total: 300 });
    expect(sent).toEqual([undefined, undefined]);
  });

  it('an answer without an ETag is kept for nothing: the next read asks afresh', async () => {
    const read = lastAnswer((bill: { total: number }) => bill);
    const { send, sent } = scripted({ unchanged: false, value: { total: 1 }, etag: undefined }, fresh(2));
    await read('seat-1', send);
    await read('seat-1', send);
    expect(sent).toEqual([undefined, undefined]);
  });

  it('a 304 when no ETag was sent is an invalid answer', async () => {
    const read = lastAnswer((bill: { total: number }) => bill);
    const { send } = scripted(unchanged);
    const error = await read('seat-1', send).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ key: 'invalidResponse', status: 304 });
  });

  it('a seeded answer is the next read, without a call; the reads after send its ETag', async () => {
    const read = lastAnswer((bill: { total: number }) => ({ cents: bill.total }));
    const { send, sent } = scripted(unchanged, fresh(250));
    read.seed('seat-1', 'W/"100"', { total: 100 });
    const seeded = await read('seat-1', send);
    expect(seeded).toEqual({ cents: 100 });
    expect(sent).toEqual([]);
    expect(await read('seat-1', send)).toBe(seeded);
    expect(await read('seat-1', send)).toEqual({ cents: 250 });
    expect(sent).toEqual(['W/"100"', 'W/"100"']);
  });

  it("a seed answers only its own resource's next read", async () => {
    const read = lastAnswer((bill: { total: number }) => bill);
    const { send, sent } = scripted(fresh(300), fresh(100));
    read.seed('seat-1', 'W/"100"', { total: 100 });
    expect(await read('seat-2', send)).toEqual({ total: 300 });
    expect(await read('seat-1', send)).toEqual({ total: 100 });
    expect(sent).toEqual([undefined, undefined]);
  });
});
