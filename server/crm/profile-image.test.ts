import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCheckDigits } from '../../contract/cpf.ts';
import { user } from '../../contract/schemas/user.ts';
import { bearer, customer, expectStatus, login, register } from '../test-support/accounts.ts';
import { openTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
let maria: string;
let other: string;
beforeAll(async () => {
  t = await openTestApp();
  maria = (await login(t, customer.email, customer.password)).access_token;
  other = (
    await register(t, {
      email: 'foto@exemplo.com.br',
      phone_number: '+5511933334444',
      document: withCheckDigits('258147369'),
    })
  ).access_token;
});
afterAll(() => t.close());

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff, 0xe0];

/** A file that starts like the format and is `size` bytes long. */
function picture(signature: number[], type: string, size = 64): File {
  const bytes = new Uint8Array(size);
  bytes.set(signature);
  bytes.fill(7, signature.length);
  return new File([bytes], 'me', { type });
}

function putImage(token: string, image: File) {
  const form = new FormData();
  form.set('image', image);
  return t.request('/api/crm/v1/users/me', { method: 'PUT', body: form, headers: bearer(token) });
}

const me = async (token: string) =>
  user.parse(await (await t.request('/api/crm/v1/users/me', { headers: bearer(token) })).json());

describe('profile image (PUT users/me, multipart)', () => {
  it("is stored and served back, byte for byte, at the URL of the user's image", async () => {
    const image = picture(JPEG_SIGNATURE, 'image/jpeg', 2_000);
    const saved = user.parse(await expectStatus(await putImage(maria, image), 200));
    expect(saved.image).toMatch(/^\/api\/media\/profile-images\/[0-9a-f-]{36}$/);
    expect((await me(maria)).image).toBe(saved.image);

    const served = await t.request(saved.image as string);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(await image.arrayBuffer()));
  });

  it('a new picture gets a new URL and the old one is gone', async () => {
    const before = (await me(maria)).image as string;
    const after = user.parse(
      await expectStatus(await putImage(maria, picture(PNG_SIGNATURE, 'image/png')), 200),
    ).image as string;
    expect(after).not.toBe(before);
    expect((await t.request(before)).status).toBe(404);
    expect((await t.request(after)).headers.get('content-type')).toBe('image/png');
  });

  it('refuses a picture over 1 MB with 413, keeping the one there was', async () => {
    const kept = (await me(maria)).image;
    const response = await putImage(maria, picture(JPEG_SIGNATURE, 'image/jpeg', 1_000_001));
    expect(await expectStatus(response, 413)).toMatchObject({ code: 'IMAGE_TOO_LARGE' });
    expect((await me(maria)).image).toBe(kept);
  });

  it('refuses a type that is not a picture (400) and a file whose bytes are not what it says (415)', async () => {
    const kept = (await me(maria)).image;
    const text = new File(['hello'], 'me.txt', { type: 'text/plain' });
    expect((await putImage(maria, text)).status).toBe(400);
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'me.svg', { type: 'image/svg+xml' });
    expect((await putImage(maria, svg)).status).toBe(400);
    const renamed = new File(['<html><script>alert(1)</script></html>'], 'me.png', { type: 'image/png' });
    expect(await expectStatus(await putImage(maria, renamed), 415)).toMatchObject({ code: 'IMAGE_TYPE' });
    const mislabelled = picture(PNG_SIGNATURE, 'image/jpeg');
    expect(await expectStatus(await putImage(maria, mislabelled), 415)).toMatchObject({ code: 'IMAGE_TYPE' });
    expect((await me(maria)).image).toBe(kept);
  });

  it("writes only the caller's own picture: another user's stays as it was", async () => {
    const marias = (await me(maria)).image;
    const theirs = user.parse(
      await expectStatus(await putImage(other, picture(JPEG_SIGNATURE, 'image/jpeg')), 200),
    ).image;
    expect(theirs).not.toBe(marias);
    expect((await me(maria)).image).toBe(marias);
    expect((await t.request(marias as string)).status).toBe(200);
    // Without a session nothing is written.
    const form = new FormData();
    form.set('image', picture(JPEG_SIGNATURE, 'image/jpeg'));
    const anonymous = await t.request('/api/crm/v1/users/me', { method: 'PUT', body: form });
    expect(anonymous.status).toBe(401);
    expect((await me(maria)).image).toBe(marias);
  });

  it('answers 404 for an id that is no picture, or no id at all', async () => {
    expect((await t.request('/api/media/profile-images/00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
    expect((await t.request('/api/media/profile-images/1')).status).toBe(404);
  });
});
