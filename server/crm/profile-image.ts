import type { Queryable } from '../db/db.ts';
import { HttpError } from '../http/http-error.ts';
import { limits } from '../http/limits.ts';
import { imageTypeOf } from '../media/image-type.ts';

/**
 * Replaces the user's picture: at most `limits.imageBytes`, and the bytes must be the picture format
 * the upload says it is (a renamed file is refused). A new row, so a new URL: the old one stops.
 */
export async function saveProfileImage(db: Queryable, userId: string, image: File): Promise<void> {
  if (image.size > limits.imageBytes) throw new HttpError(413, 'image larger than 1 MB', 'IMAGE_TOO_LARGE');
  const bytes = new Uint8Array(await image.arrayBuffer());
  const type = imageTypeOf(bytes);
  if (type === undefined || type !== image.type) {
    throw new HttpError(415, 'the file is not a JPEG, PNG, WebP or GIF picture', 'IMAGE_TYPE');
  }
  await db.query('delete from profile_images where user_id = $1', [userId]);
  await db.query('insert into profile_images (user_id, content_type, bytes) values ($1, $2, $3)', [
    userId,
    type,
    bytes,
  ]);
}
