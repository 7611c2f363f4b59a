import type { DeviceType } from '../../contract/device.ts';
import type { Device } from '../../machines/app/app.types.ts';

/** Phones and tablets, by what the browser says of itself (table features are mobile-only). */
export function isMobileUserAgent(userAgent: string, uaDataMobile?: boolean): boolean {
  if (uaDataMobile !== undefined) return uaDataMobile;
  return /Android|iPhone|iPad|iPod|Mobile|Windows Phone/i.test(userAgent);
}

/** The analytics device type of spec §3. */
export function deviceType(userAgent: string): DeviceType {
  if (/Android/i.test(userAgent)) return 'web-android';
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'web-ios';
  return 'web';
}

/** The device as the app's tree reads it: a phone or not (the table's pages), and its analytics type. */
export function deviceOf(navigator: Navigator): Device {
  const uaData = (navigator as Navigator & { userAgentData?: { mobile: boolean } }).userAgentData;
  return {
    isMobile: isMobileUserAgent(navigator.userAgent, uaData?.mobile),
    type: deviceType(navigator.userAgent),
    version: navigator.userAgent,
  };
}
