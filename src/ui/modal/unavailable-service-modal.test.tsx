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

  it('does not list hours for the other states', () => {
    renderUi(
      <UnavailableServiceModal
        open
        reason="closed"
        hours={[{ startTime: '11:00', endTime: '23:00' }]}
        onClose={() => {}}
      />,
    );
    expect(screen.queryByRole('list')).toBeNull();
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
