import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { geocodeResults, reverseGeocodeResult } from '../../contract/schemas/address.ts';
import { withoutRequestId } from '../test-support/accounts.ts';
import { openTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp();
});
afterAll(() => t.close());

const byCep = (cep: string) =>
  t.getParsed(geocodeResults, `/api/crm/v1/geocode?postal-code=${encodeURIComponent(cep)}`);
const search = (text: string, extra = '') =>
  t.getParsed(geocodeResults, `/api/crm/v1/geocode?address=${encodeURIComponent(text)}${extra}`);
const failure = async (path: string) => {
  const response = await t.request(path);
  return {
    status: response.status,
    body: withoutRequestId(response, await response.json()) as { detail: string; code?: string },
  };
};

describe('the geocoding data', () => {
  it('holds at least 300 São Paulo addresses across at least 15 districts', async () => {
    const [row] = await t.db.query<{ places: number; districts: number; cities: number }>(
      `select count(*)::int as places, count(distinct district)::int as districts,
         count(distinct city || state)::int as cities from geocode_places`,
    );
    expect(row?.places).toBeGreaterThanOrEqual(300);
    expect(row?.districts).toBeGreaterThanOrEqual(15);
    expect(row?.cities).toBe(1);
  });
});

describe('CEP lookup', () => {
  it('answers the CEP’s street and district, with or without the hyphen', async () => {
    const paulista = { postal_code: '01310-100', street: 'Avenida Paulista', district: 'Bela Vista' };
    expect(await byCep('01310-100')).toEqual([
      expect.objectContaining({ ...paulista, city: 'São Paulo', state: 'SP' }),
    ]);
    expect(await byCep('01310100')).toEqual(await byCep('01310-100'));
    expect(await byCep(' 05422-001 ')).toEqual([expect.objectContaining({ street: 'Rua dos Pinheiros' })]);
  });

  it.each([
    ['letters', '0131A-100'],
    ['7 digits', '0131010'],
    ['9 digits', '013101000'],
    ['a misplaced hyphen', '0131-0100'],
    ['two hyphens', '01310--100'],
    ['nothing', ''],
  ])('refuses %s with a 400 that says what a CEP is', async (_, cep) => {
    const { status, body } = await failure(`/api/crm/v1/geocode?postal-code=${encodeURIComponent(cep)}`);
    expect(status).toBe(400);
    expect(body.detail).toContain('a CEP is 8 digits');
  });

  it('an unknown CEP is a 404', async () => {
    expect(await failure('/api/crm/v1/geocode?postal-code=99999-999')).toEqual({
      status: 404,
      body: { detail: 'postal code not found', code: 'POSTAL_CODE_NOT_FOUND' },
    });
  });

  it('needs exactly one of postal-code and address', async () => {
    expect((await failure('/api/crm/v1/geocode')).status).toBe(400);
    expect((await failure('/api/crm/v1/geocode?postal-code=01310100&address=paulista')).status).toBe(400);
  });
});

describe('address search', () => {
  it('ignores accents and case: "sao joao" finds Avenida São João first', async () => {
    const plain = await search('sao joao');
    expect(plain[0]?.street).toBe('Avenida São João');
    expect((await search('SÃO JOÃO')).map((p) => p.postal_code)).toEqual(plain.map((p) => p.postal_code));
    // "sao" is also in the city of every address: other streets with a João follow, never before.
    expect(plain.slice(0, 3).map((place) => place.postal_code)).toEqual([
      '01035-000',
      '01036-000',
      '01211-000',
    ]);
    expect(plain.slice(3).every((place) => !place.street.includes('São João'))).toBe(true);
  });

  it('ranks the street the text names above streets and districts that only contain a word of it', async () => {
    const found = await search('paulista', '&limit=50');
    const firstOther = found.findIndex((place) => place.street !== 'Avenida Paulista');
    expect(firstOther).toBeGreaterThanOrEqual(8);
    expect(found.slice(firstOther).map((place) => place.street)).toContain('Rua Bandeira Paulista');
    const pinheiros = await search('pinheiros');
    expect(pinheiros[0]?.street).toBe('Rua dos Pinheiros');
  });

  it('takes street types abbreviated, punctuation and house numbers in its stride', async () => {
    const saoBento = await search('rua sao bento, 120');
    expect(saoBento.slice(0, 2).map((p) => p.postal_code)).toEqual(['01010-000', '01011-000']);
    expect(saoBento.slice(2).map((p) => p.street)).not.toContain('Rua São Bento');
    expect((await search('av. paulista'))[0]?.street).toBe('Avenida Paulista');
    expect((await search('r. girassol'))[0]).toMatchObject({
      postal_code: '05433-000',
      district: 'Vila Madalena',
    });
  });

  it('limits the answer, and finds nothing without failing', async () => {
    expect(await search('rua', '&limit=5')).toHaveLength(5);
    expect(await search('rua que nao existe')).toEqual([]);
    expect((await failure('/api/crm/v1/geocode?address=1234')).status).toBe(400);
    expect((await failure(`/api/crm/v1/geocode?address=${'a'.repeat(121)}`)).status).toBe(400);
    expect((await failure('/api/crm/v1/geocode?address=rua&limit=51')).status).toBe(400);
  });
});

describe('reverse geocoding', () => {
  const reverse = (latitude: number, longitude: number) =>
    t.getParsed(
      reverseGeocodeResult,
      `/api/crm/v1/geocode/reverse?latitude=${latitude}&longitude=${longitude}`,
    );

  it('answers the nearest known address with its distance in metres', async () => {
    expect(await reverse(-23.5499, -46.634)).toMatchObject({ postal_code: '01001-000', distance_m: 0 });
    const nearStore = await reverse(-23.5662, -46.683);
    expect(nearStore).toMatchObject({ postal_code: '05422-001', street: 'Rua dos Pinheiros' });
    expect(nearStore.distance_m).toBeGreaterThan(20);
    expect(nearStore.distance_m).toBeLessThan(60);
  });

  it('is a 404 when nothing known is within 1 km', async () => {
    expect(await failure('/api/crm/v1/geocode/reverse?latitude=-22.9068&longitude=-43.1729')).toEqual({
      status: 404,
      body: { detail: 'address near this point not found', code: 'NO_ADDRESS_NEARBY' },
    });
    expect((await failure('/api/crm/v1/geocode/reverse?latitude=-23.5499')).status).toBe(400);
  });
});
