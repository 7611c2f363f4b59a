// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test-render.tsx';
import { type UnavailableReason, UnavailableServiceModal } from './unavailable-service-modal.tsx';

const titles: Record<UnavailableReason, string> = {
  closed: 'The restaurant is closed',
  outOfArea: "We don't deliver here yet",
  outOfHours: 'Outside service hours',
  unavailableToday: 'Not available today',
};

describe('UnavailableServiceModal', () => {
  it.each(Object.entries(titles))('explains the %s state with its own title and text', (reason, title) => {
    renderUi(<UnavailableServiceModal open reason={reason as UnavailableReason} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: title });
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent?.length).toBeGreaterThan(20);
  });

  it('lists the service hours when outside them', () => {
    renderUi(
      <UnavailableServiceModal
        open
        reason="outOfHours"
        hours={[
          { startTime: '11:00', endTime: '15:00' },
          { startTime: '18:00', endTime: '23:00' },
        ]}
        onClose={() => {}}
      />,
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['11:00 to 15:00', '18:00 to 23:00']);
    expect(screen.getByRole('list', { name: 'Service hours' })).toBeTruthy();
  });

  it('lists today’s hours of a closed restaurant too', () => {
    renderUi(
      <UnavailableServiceModal
        open
        reason="closed"
        hours={[{ startTime: '11:00', endTime: '23:00' }]}
        onClose={() => {}}
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['11:00 to 23:00']);
  });

  it('does not list hours outside the area or on a day off', () => {
    for (const reason of ['outOfArea', 'unavailableToday'] as const) {
      const { unmount } = renderUi(
        <UnavailableServiceModal
          open
          reason={reason}
          hours={[{ startTime: '11:00', endTime: '23:00' }]}
          onClose={() => {}}
        />,
      );
      expect(screen.queryByRole('list')).toBeNull();
      unmount();
    }
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
