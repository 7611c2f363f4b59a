// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CmsContent } from '../../../contract/schemas/cms.ts';
import { customerCareMachine } from '../../../machines/customer-care/customer-care.machine.ts';
import { renderUi } from '../../ui/test-render.tsx';
import { CustomerCareSheet } from './customer-care-sheet.tsx';

const support: CmsContent = {
  code: 'support',
  title: 'Customer care',
  body: 'Reach us at atendimento@brasagrill.com.br or on +55 11 3105-0150.\n\nEvery day from 11 am to 11 pm.',
};

/** Customer care whose reads answer, one after the other, with what the test settles them with. */
function startCare() {
  const reads: Array<{ resolve: (content: CmsContent) => void; reject: (error: unknown) => void }> = [];
  const care = createActor(
    customerCareMachine.provide({
      actors: {
        loadContent: fromPromise<CmsContent, undefined>(
          () => new Promise<CmsContent>((resolve, reject) => reads.push({ resolve, reject })),
        ),
      },
    }),
    { input: { source: 'profile' } },
  ).start();
  renderUi(<CustomerCareSheet care={care} />);
  const open = () => act(() => care.send({ type: 'care.open' }));
  const answer = async (content: CmsContent | 'offline') => {
    const read = reads.at(-1);
    await act(async () => {
      if (content === 'offline') read?.reject({ key: 'network' });
      else read?.resolve(content);
    });
  };
  return { care, open, answer };
}

describe('the customer care sheet', () => {
  it('is not there until customer care is opened', () => {
    startCare();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the shape of the content while it is read', () => {
    const { open } = startCare();
    open();
    expect(screen.getByRole('dialog', { name: 'Customer care' })).toBeTruthy();
    expect(screen.getByText('Loading how to reach us')).toBeTruthy();
  });

  it('shows the content with its e-mail and phone as links', async () => {
    const { open, answer } = startCare();
    open();
    await answer(support);
    const email = screen.getByRole('link', { name: 'atendimento@brasagrill.com.br' });
    expect(email.getAttribute('href')).toBe('mailto:atendimento@brasagrill.com.br');
    expect(screen.getByRole('link', { name: '+55 11 3105-0150' }).getAttribute('href')).toBe(
      'tel:+551131050150',
    );
    expect(screen.getByText('Every day from 11 am to 11 pm.')).toBeTruthy();
  });

  it('shows a content without contacts as plain text', async () => {
    const { open, answer } = startCare();
    open();
    await answer({ ...support, title: 'Help', body: 'Ask a waiter.' });
    expect(screen.getByRole('dialog', { name: 'Help' })).toBeTruthy();
    expect(screen.getByText('Ask a waiter.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says a failed read and reads again on "Try again"', async () => {
    const { open, answer } = startCare();
    open();
    await answer('offline');
    expect(screen.getByRole('alert').textContent).toContain('No connection');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Loading how to reach us')).toBeTruthy();
    await answer(support);
    expect(screen.getByRole('link', { name: 'atendimento@brasagrill.com.br' })).toBeTruthy();
  });

  it('closes with its close button', async () => {
    const { care, open, answer } = startCare();
    open();
    await answer(support);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(care.getSnapshot().value).toBe('closed');
  });
});
