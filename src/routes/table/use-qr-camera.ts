import { useEffect, useRef, useState } from 'react';
import { browserCameraProbe, type CameraFailure, cameraFailureOf } from './camera-failure.ts';

/** `denied`: the diner refused the camera; `unavailable`: no camera (or no secure context). */
export type CameraStatus = 'starting' | 'scanning' | CameraFailure;

/**
 * The back camera decoding QR codes into `onCode` (qr-scanner, loaded with this page). The camera
 * stops when the page goes away.
 */
export function useQrCamera(onCode: (text: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<CameraStatus>('starting');
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  useEffect(() => {
    let cancelled = false;
    let stop: (() => void) | undefined;
    async function start() {
      const { default: QrScanner } = await import('qr-scanner');
      const video = videoRef.current;
      if (cancelled || video === null) return;
      const scanner = new QrScanner(video, (result) => onCodeRef.current(result.data), {
        returnDetailedScanResult: true,
        preferredCamera: 'environment',
        maxScansPerSecond: 8,
      });
      stop = () => scanner.destroy();
      try {
        await scanner.start();
        if (!cancelled) setStatus('scanning');
      } catch (error) {
        const failure = await cameraFailureOf(error, browserCameraProbe());
        if (!cancelled) setStatus(failure);
      }
    }
    start().catch(() => {
      if (!cancelled) setStatus('unavailable');
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);

  return { videoRef, status };
}
