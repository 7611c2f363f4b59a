import { resolve } from 'node:path';

/** Where global setup writes the fake camera's video (read by the camera project's launch flags). */
export const TABLE_QR_VIDEO = resolve(import.meta.dirname, '../../.cache/table-qr.y4m');
