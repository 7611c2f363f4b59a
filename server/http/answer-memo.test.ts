import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { AnswerMemo } from './answer-memo.ts';

const bill = z.object({ due: z.number() });

describe('AnswerMemo', () => {
  it('answers what it kept only for the tag it was built for', () => {
    const memo = new AnswerMemo(10);
    expect(memo.tagOf('s1')).toBeUndefined();
    memo.keep('s1', 'v1', bill, { due: 100 });
    expect(memo.tagOf('s1')).toBe('v1');
    expect(memo.answerOf('s1', 'v1')?.json).toBe('{"due":100}');
    expect(memo.answerOf('s1', 'v2')).toBeUndefined();
    memo.keep('s1', 'v2', bill, { due: 50 });
    expect(memo.answerOf('s1', 'v1')).toBeUndefined();
    expect(memo.answerOf('s1', 'v2')?.json).toBe('{"due":50}');
  });

  it('keeps an answer only once it is what the endpoint promises', () => {
    const memo = new AnswerMemo(10);
    expect(() => memo.keep('s1', 'v1', bill, { due: 'lots' })).toThrow();
    expect(memo.tagOf('s1')).toBeUndefined();
  });

  it('drops the least recently read first when full', () => {
    const memo = new AnswerMemo(2);
    memo.keep('a', '1', bill, { due: 1 });
    memo.keep('b', '1', bill, { due: 2 });
    memo.answerOf('a', '1');
    memo.keep('c', '1', bill, { due: 3 });
    expect(memo.tagOf('a')).toBe('1');
    expect(memo.tagOf('b')).toBeUndefined();
    expect(memo.tagOf('c')).toBe('1');
  });
});
