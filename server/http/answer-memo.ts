import * as z from 'zod/mini';
import { RecentMap } from './recent-map.ts';

/** An answer already checked against its endpoint's schema and serialized: the router sends it as it is. */
export class CheckedAnswer {
  constructor(readonly json: string) {}

  /** Checks `value` against `schema` and serializes it once. */
  static of(schema: z.ZodMiniType, value: unknown): CheckedAnswer {
    return new CheckedAnswer(JSON.stringify(z.parse(schema, value)));
  }
}

/**
 * The last answer of a polled read, by key, with the entity tag it was built for. A cache, not state:
 * an answer is only taken when the database's tag for the key is still the one it was built for, so
 * API processes answer alike with or without it. It saves the read's query and the check of its
 * answer for every caller but the first after a change (the diners of one table poll the same bill).
 */
export class AnswerMemo {
  private readonly entries: RecentMap<string, { tag: string; answer: CheckedAnswer }>;

  constructor(capacity: number) {
    this.entries = new RecentMap(capacity);
  }

  /** The tag of the answer kept for `key`: a read passes it to its query as a copy it holds. */
  tagOf(key: string): string | undefined {
    return this.entries.peek(key)?.tag;
  }

  /** The answer kept for `key` if it was built for `tag`. */
  answerOf(key: string, tag: string): CheckedAnswer | undefined {
    if (this.entries.peek(key)?.tag !== tag) return undefined;
    return this.entries.get(key)?.answer;
  }

  /** Checks `value` against `schema`, keeps it for `key` as of `tag`, and answers it. */
  keep(key: string, tag: string, schema: z.ZodMiniType, value: unknown): CheckedAnswer {
    const answer = CheckedAnswer.of(schema, value);
    this.entries.set(key, { tag, answer });
    return answer;
  }
}
