// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test-render.tsx';
import { type UnavailableReason, UnavailableServiceModal } from './unavailable-service-modal.tsx';

const titles: Record<UnavailableReason, string> = {
  closed: 'The restaurant is closed',
  outOfArea: "We don't deliver here yet",
  outOfHours: 'Outside delivery hours',
  unavailableToday: 'No delivery today',
};

const delivery = [
  { startTime: '11:30', endTime: '14:30' },
  { startTime: '18:30', endTime: '22:30' },
];
const restaurant = [
  { startTime: '11:00', endTime: '15:00' },
  { startTime: '18:00', endTime: '23:00' },
];
const itemsOf = (list: HTMLElement) =>
  Array.from(list.querySelectorAll('li')).map((item) => item.textContent);

describe('UnavailableServiceModal', () => {
  it.each(Object.entries(titles))('explains the %s state with its own title and text', (reason, title) => {
    renderUi(<UnavailableServiceModal open reason={reason as UnavailableReason} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: title });
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent?.length).toBeGreaterThan(20);
  });

  it('names takeout in its own titles', () => {
    for (const [reason, title] of [
      ['outOfHours', 'Outside takeout hours'],
      ['unavailableToday', 'No takeout today'],
    ] as const) {
      const { unmount } = renderUi(
        <UnavailableServiceModal open reason={reason} service="takeout" onClose={() => {}} />,
      );
      expect(screen.getByRole('dialog', { name: title })).toBeTruthy();
      unmount();
    }
  });

  it('lists the delivery hours, named so, when outside them', () => {
    renderUi(
      <UnavailableServiceModal
        open
        reason="outOfHours"
        serviceHours={delivery}
        storeHours={restaurant}
        onClose={() => {}}
      />,
    );
    expect(itemsOf(screen.getByRole('list', { name: 'Delivery hours today' }))).toEqual([
      '11:30 to 14:30',
      '18:30 to 22:30',
    ]);
    // The restaurant is open: its hours are not what the customer waits for.
    expect(screen.getAllByRole('list')).toHaveLength(1);
  });

  it('lists a closed restaurant’s hours apart from its delivery’s, each named', () => {
    renderUi(
      <UnavailableServiceModal
        open
        reason="closed"
        serviceHours={delivery}
        storeHours={restaurant}
        onClose={() => {}}
      />,
    );
    expect(itemsOf(screen.getByRole('list', { name: 'The restaurant opens today' }))).toEqual([
      '11:00 to 15:00',
      '18:00 to 23:00',
    ]);
    expect(itemsOf(screen.getByRole('list', { name: 'Delivery hours today' }))).toEqual([
      '11:30 to 14:30',
      '18:30 to 22:30',
    ]);
  });

  it('lists hours once when takeout keeps the restaurant’s', () => {
    renderUi(
      <UnavailableServiceModal
        open
        reason="closed"
        service="takeout"
        serviceHours={restaurant}
        storeHours={restaurant}
        onClose={() => {}}
      />,
    );
    expect(screen.getAllByRole('list').map((list) => list.getAttribute('aria-label'))).toEqual([
      'Takeout hours today',
    ]);
  });

  it('says when a service without hours today comes back, and lists no hours outside the area', () => {
    renderUi(
      <UnavailableServiceModal
        open
        reason="unavailableToday"
        nextOpening={{ day: 'Tuesday', time: '11:30' }}
        serviceHours={delivery}
        onClose={() => {}}
      />,
    );
    expect(screen.getByText(/We deliver again on Tuesday at 11:30\./)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    cleanup();
    renderUi(<UnavailableServiceModal open reason="outOfArea" serviceHours={delivery} onClose={() => {}} />);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('offers the alternatives it is given before "Got it"', () => {
    const takeout = vi.fn();
    renderUi(
      <UnavailableServiceModal
        open
        reason="outOfArea"
        alternatives={
          <button type="button" onClick={takeout}>
            Pick up
          </button>
        }
        onClose={() => {}}
      />,
    );
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons.indexOf('Pick up')).toBeLessThan(buttons.indexOf('Got it'));
    fireEvent.click(screen.getByRole('button', { name: 'Pick up' }));
    expect(takeout).toHaveBeenCalled();
  });

  it('closes with its button', () => {
    const onClose = vi.fn();
    renderUi(<UnavailableServiceModal open reason="outOfArea" onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('renders nothing when closed', () => {
    renderUi(<UnavailableServiceModal open={false} reason="closed" onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
