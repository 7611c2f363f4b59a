import type { PreparedPicture } from '../../../machines/profile/profile.types.ts';

/** The side of a profile picture as it is uploaded: enough for any avatar the app draws, ~40 KB. */
const SIDE = 512;
const QUALITY = 0.85;

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/**
 * A picked or taken photo made ready for the upload: its centre cropped square, drawn at 512×512 (the
 * camera's rotation applied) and encoded as JPEG, so the camera's file, its size and its metadata
 * (location included) never leave the phone. Rejects a file the browser cannot read as a picture.
 */
export async function squarePicture(file: Blob): Promise<PreparedPicture> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const side = Math.min(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = SIDE;
    canvas.height = SIDE;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    // A transparent picture gets a white background: JPEG has no transparency.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, SIDE, SIDE);
    context.imageSmoothingQuality = 'high';
    const left = (bitmap.width - side) / 2;
    const top = (bitmap.height - side) / 2;
    context.drawImage(bitmap, left, top, side, side, 0, 0, SIDE, SIDE);
    const image = await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('the picture could not be encoded'))),
        'image/jpeg',
        QUALITY,
      ),
    );
    return { image, preview: await readAsDataUrl(image) };
  } finally {
    bitmap.close();
  }
}
