import type { FullConfig } from '@playwright/test';
import { writeTableQrVideo } from '../../scripts/make-table-qr-video.ts';
import { DEMO_TABLE_PATH } from '../../server/start.ts';
import { TABLE_QR_VIDEO } from './table-camera-video.ts';

/** The camera project's fake camera plays the demo table's QR code: made here, so CI makes it too. */
export default function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL ?? 'http://localhost:4173';
  writeTableQrVideo(TABLE_QR_VIDEO, `${baseURL}${DEMO_TABLE_PATH}`);
}
