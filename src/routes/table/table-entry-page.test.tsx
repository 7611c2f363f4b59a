// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TableEntryPage } from './table-entry-page.tsx';
import { renderTablePage, startFakeTable, tableContext } from './table-test-kit.tsx';

describe('TableEntryPage', () => {
  it('finds the table with the language control at hand', async () => {
    await renderTablePage(TableEntryPage, tableContext(startFakeTable({})), '/table-payment');
    expect(screen.getByRole('heading', { name: 'Finding your table…' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveProperty('value', 'en-US');
  });
});
