// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchStartupConfig } from './startup-logic.ts';

const answered = {
  features: { delivery: true, table_payment: true, table_order: false, external_login: true },
  redirects: [{ path: '/cardapio', to: '/menu' }],
};

const fetchFeatures = vi.fn(async () => answered.features);
const fetchRedirects = vi.fn(async () => answered.redirects);
vi.mock('../api/cms.ts', async (original) => ({
  ...(await original<typeof import('../api/cms.ts')>()),
  fetchFeatures: () => fetchFeatures(),
  fetchRedirects: () => fetchRedirects(),
}));

function pageWith(text: string) {
  document.head.innerHTML = `<script type="application/json" id="startup-config">${text}</script>`;
}

const inPage = {
  features: { delivery: true, table_payment: false, table_order: false, external_login: false },
  redirects: [],
};

describe('the start-up config', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    fetchFeatures.mockClear();
    fetchRedirects.mockClear();
  });

  it("is the page's own when it came with one, taken once: the next load asks the API", async () => {
    pageWith(JSON.stringify(inPage));
    expect(await fetchStartupConfig()).toEqual(inPage);
    expect(fetchFeatures).not.toHaveBeenCalled();
    expect(document.getElementById('startup-config')).toBeNull();
    expect(await fetchStartupConfig()).toEqual(answered);
    expect(fetchFeatures).toHaveBeenCalledTimes(1);
  });

  it('is asked for when the page has none', async () => {
    expect(await fetchStartupConfig()).toEqual(answered);
    expect(fetchRedirects).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['not JSON', '{"features":'],
    ['not the shape the API answers', JSON.stringify({ features: { delivery: 'yes' }, redirects: [] })],
  ])('is asked for when the page holds something %s', async (_, text) => {
    pageWith(text);
    expect(await fetchStartupConfig()).toEqual(answered);
    expect(fetchFeatures).toHaveBeenCalledTimes(1);
  });
});
