import { describe, expect, it } from 'vitest';
import { deviceType, isMobileUserAgent } from './device.ts';

const pixel7 =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const desktop =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

describe('device', () => {
  it.each([
    [pixel7, true],
    [iphone, true],
    [desktop, false],
  ])('tells phones from desktops: %s', (ua, mobile) => {
    expect(isMobileUserAgent(ua)).toBe(mobile);
  });

  it('trusts the client hint when the browser gives one', () => {
    expect(isMobileUserAgent(desktop, true)).toBe(true);
    expect(isMobileUserAgent(pixel7, false)).toBe(false);
  });

  it('names the analytics device type', () => {
    expect(deviceType(pixel7)).toBe('web-android');
    expect(deviceType(iphone)).toBe('web-ios');
    expect(deviceType(desktop)).toBe('web');
  });
});
