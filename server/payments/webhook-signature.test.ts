import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyWebhookSignature } from './webhook-signature.ts';

const secret = 'whsec_unit';
const body = '{"id":"evt_1","type":"pix.paid"}';
const now = new Date('2026-12-01T12:00:00Z');
const at = Math.floor(now.getTime() / 1000);

const hmac = (key: string, timestamp: number, text = body) =>
  createHmac('sha256', key).update(`${timestamp}.${text}`).digest('hex');
const verify = (header: string | undefined, options: { text?: string; when?: Date } = {}) =>
  verifyWebhookSignature({ secret, header, body: options.text ?? body, now: options.when ?? now });

describe('a webhook signature', () => {
  it('is valid when it is the HMAC-SHA256 of the timestamp and the raw body under the secret', () => {
    expect(verify(`t=${at},v1=${hmac(secret, at)}`)).toBe('valid');
  });

  it('is invalid under another secret, over another body or another timestamp', () => {
    expect(verify(`t=${at},v1=${hmac('whsec_other', at)}`)).toBe('invalid');
    expect(verify(`t=${at},v1=${hmac(secret, at)}`, { text: `${body} ` })).toBe('invalid');
    expect(verify(`t=${at + 1},v1=${hmac(secret, at)}`)).toBe('invalid');
  });

  it('is invalid when missing, malformed, or of another length, without throwing', () => {
    const good = hmac(secret, at);
    for (const header of [
      undefined,
      '',
      'v1=abc',
      `t=${at}`,
      `t=${at},v1=${good.slice(2)}`,
      `t=x,v1=${good}`,
    ]) {
      expect(verify(header)).toBe('invalid');
    }
    expect(verifyWebhookSignature({ secret: '', header: `t=${at},v1=${hmac('', at)}`, body, now })).toBe(
      'invalid',
    );
  });

  it('is compared in constant time: one wrong character anywhere is refused alike', () => {
    const good = hmac(secret, at);
    const flip = (index: number) =>
      `${good.slice(0, index)}${good[index] === '0' ? '1' : '0'}${good.slice(index + 1)}`;
    expect(verify(`t=${at},v1=${flip(0)}`)).toBe('invalid');
    expect(verify(`t=${at},v1=${flip(63)}`)).toBe('invalid');
  });

  it('takes any one of several signatures (a secret being rolled)', () => {
    expect(verify(`t=${at},v1=${hmac('whsec_old', at)},v1=${hmac(secret, at)}`)).toBe('valid');
  });

  it('is stale more than 5 minutes off the clock, either way, and fresh within them', () => {
    const signed = (timestamp: number) => `t=${timestamp},v1=${hmac(secret, timestamp)}`;
    expect(verify(signed(at - 300))).toBe('valid');
    expect(verify(signed(at + 300))).toBe('valid');
    expect(verify(signed(at - 301))).toBe('stale');
    expect(verify(signed(at + 301))).toBe('stale');
  });
});
