/** Why the camera could not start: the diner refused it, or there is none to use. */
export type CameraFailure = 'denied' | 'unavailable';

export interface CameraProbe {
  enumerateDevices?: () => Promise<Pick<MediaDeviceInfo, 'kind'>[]>;
  queryCameraPermission?: () => Promise<PermissionState>;
}

const isRefusal = (error: unknown) =>
  error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError');

/**
 * qr-scanner reports every failure to open the camera as "Camera not found.": a refused permission
 * is told apart by asking the browser whether a camera exists and whether the page may use it.
 */
export async function cameraFailureOf(error: unknown, probe: CameraProbe): Promise<CameraFailure> {
  if (isRefusal(error)) return 'denied';
  const devices = await probe.enumerateDevices?.().catch(() => []);
  if (!devices?.some((device) => device.kind === 'videoinput')) return 'unavailable';
  const permission = await probe.queryCameraPermission?.().catch(() => undefined);
  // 'prompt' after a failure: the diner dismissed the browser's question.
  return permission === 'denied' || permission === 'prompt' ? 'denied' : 'unavailable';
}

/** The browser's answers, where it has them. */
export const browserCameraProbe = (): CameraProbe => ({
  enumerateDevices: navigator.mediaDevices ? () => navigator.mediaDevices.enumerateDevices() : undefined,
  queryCameraPermission: navigator.permissions
    ? () => navigator.permissions.query({ name: 'camera' as PermissionName }).then(({ state }) => state)
    : undefined,
});
