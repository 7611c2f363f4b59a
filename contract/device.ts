/** Spec §3 "Analytics login event": the kind of browser the app runs in. */
export type DeviceType = 'web' | 'web-android' | 'web-ios';
