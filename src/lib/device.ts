/** Phones and tablets, by what the browser says of itself (table features are mobile-only). */
export function isMobileUserAgent(userAgent: string, uaDataMobile?: boolean): boolean {
  if (uaDataMobile !== undefined) return uaDataMobile;
  return /Android|iPhone|iPad|iPod|Mobile|Windows Phone/i.test(userAgent);
}

export type DeviceType = 'web' | 'web-android' | 'web-ios';

/** The analytics device type of spec §3. */
export function deviceType(userAgent: string): DeviceType {
  if (/Android/i.test(userAgent)) return 'web-android';
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'web-ios';
  return 'web';
}
