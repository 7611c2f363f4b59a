import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

const params = { N: 16384, r: 8, p: 1 };
const keyLength = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$key`, base64 parts: the parameters travel with the hash so they can change. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Hashing a throwaway password when there is no account keeps the timing from telling accounts apart. */
const decoy = hashPassword(randomBytes(16).toString('hex'));

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const [scheme, N, r, p, salt, key] = (stored ?? (await decoy)).split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  });
  return Boolean(stored) && actual.length === expected.length && timingSafeEqual(actual, expected);
}
