// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { readPageData, takePageData } from './page-data.ts';

const pageWith = (id: string, text: string) => {
  document.head.innerHTML = `<script type="application/json" id="${id}">${text}</script>`;
};

describe("the page's data", () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('is taken once: the block leaves the page', () => {
    pageWith('table-info', '{"at":1}');
    expect(takePageData('table-info')).toEqual({ at: 1 });
    expect(document.getElementById('table-info')).toBeNull();
    expect(takePageData('table-info')).toBeUndefined();
  });

  it('is absent when the page has no such block, or a block that is not JSON', () => {
    pageWith('startup-config', '{}');
    expect(takePageData('table-info')).toBeUndefined();
    pageWith('table-info', '{not json');
    expect(takePageData('table-info')).toBeUndefined();
    expect(document.getElementById('table-info')).toBeNull();
  });

  it('is read as often as asked, the block left in place, when it is configuration', () => {
    pageWith('payment-provider', '{"origin":"https://psp.example"}');
    expect(readPageData('payment-provider')).toEqual({ origin: 'https://psp.example' });
    expect(readPageData('payment-provider')).toEqual({ origin: 'https://psp.example' });
    expect(readPageData('table-info')).toBeUndefined();
  });
});
