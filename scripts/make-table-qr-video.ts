/**
 * Writes a YUV4MPEG2 video of the demo table's QR code, the file Chromium's fake camera plays
 * (`--use-file-for-fake-video-capture`), so that the camera path is tested end to end without
 * ffmpeg. Usage: `tsx scripts/make-table-qr-video.ts [out.y4m] [link]`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { encode } from 'uqr';
import { DEMO_TABLE_PATH } from '../server/start.ts';

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 15;
/** At most this many pixels a module; fewer when the code would not fit the scanner's region. */
const MAX_MODULE_PX = 8;
/**
 * qr-scanner reads a centred square of two thirds of the frame's shorter side: the code and its
 * quiet zone must fit inside it, or the finder patterns touch its edge and reads fail now and then.
 */
const SCAN_REGION_PX = Math.round((2 / 3) * HEIGHT);
const QUIET_MODULES = 4;
const BLACK = 0x10;
const WHITE = 0xeb;
const TABLE_TOP = 0x5a;
const NEUTRAL_CHROMA = 0x80;

export const DEMO_TABLE_LINK = `http://localhost:4173${DEMO_TABLE_PATH}`;

/** One grey frame (Y plane) with the code, scaled and centred in a white quiet zone. */
function lumaFrame(modules: boolean[][]): Uint8Array {
  const luma = new Uint8Array(WIDTH * HEIGHT).fill(TABLE_TOP);
  const withQuietZone = modules.length + 2 * QUIET_MODULES;
  const modulePx = Math.min(MAX_MODULE_PX, Math.floor(SCAN_REGION_PX / withQuietZone));
  if (modulePx < 3) throw new Error(`a code of ${withQuietZone} modules does not fit ${SCAN_REGION_PX} px`);
  const side = withQuietZone * modulePx;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  for (let y = 0; y < side; y++) {
    const row = Math.floor(y / modulePx) - QUIET_MODULES;
    for (let x = 0; x < side; x++) {
      const column = Math.floor(x / modulePx) - QUIET_MODULES;
      const dark = modules[row]?.[column] === true;
      luma[(top + y) * WIDTH + left + x] = dark ? BLACK : WHITE;
    }
  }
  return luma;
}

/** The video bytes: header, then FRAMES identical 4:2:0 frames. */
export function tableQrVideo(link: string): Buffer {
  const { data } = encode(link, { ecc: 'M', border: 0 });
  const luma = lumaFrame(data);
  const chroma = new Uint8Array((WIDTH / 2) * (HEIGHT / 2)).fill(NEUTRAL_CHROMA);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F15:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]);
}

export function writeTableQrVideo(file: string, link = DEMO_TABLE_LINK): string {
  const path = resolve(file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, tableQrVideo(link));
  return path;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const out = writeTableQrVideo(process.argv[2] ?? '.cache/table-qr.y4m', process.argv[3]);
  console.log(`wrote ${out}`);
}
