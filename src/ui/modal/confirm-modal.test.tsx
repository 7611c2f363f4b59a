// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test-render.tsx';
import { ConfirmModal, SHAKE_DURATION_MS } from './confirm-modal.tsx';
import { MODAL_Z_INDEX } from './modal.tsx';

function Harness({ onConfirm = () => {}, warning = false }: { onConfirm?: () => void; warning?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Remove item
      </button>
      <ConfirmModal
        open={open}
        title="Remove this item?"
        text="It will be taken out of your cart."
        confirmLabel="Remove"
        warning={warning}
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

function openDialog() {
  const opener = screen.getByRole('button', { name: 'Remove item' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog') };
}

describe('ConfirmModal', () => {
  it('is a modal dialog named by its title and described by its text', () => {
    renderUi(<Harness />);
    const { dialog } = openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Remove this item?' })).toBe(dialog);
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('It will be taken out of your cart.');
    expect(screen.getByRole('button', { name: 'Remove' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('moves focus into the dialog and returns it to the opener when cancelled', () => {
    renderUi(<Harness />);
    const { opener } = openDialog();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('traps Tab inside the dialog', () => {
    renderUi(<Harness />);
    const { dialog } = openDialog();
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const confirm = screen.getByRole('button', { name: 'Remove' });

    confirm.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
  });

  it('cancels on Escape', () => {
    const onConfirm = vi.fn();
    renderUi(<Harness onConfirm={onConfirm} />);
    const { opener, dialog } = openDialog();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(opener);
  });

  it('confirms with the confirm button', () => {
    const onConfirm = vi.fn();
    renderUi(<Harness onConfirm={onConfirm} />);
    openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('shows a warning icon that shakes for 500 ms, above the page from z-index 1000', () => {
    renderUi(<Harness warning />);
    const { dialog } = openDialog();
    const icon = dialog.querySelector('.confirm-modal__warning') as HTMLElement;
    expect(icon).toBeTruthy();
    expect(SHAKE_DURATION_MS).toBe(500);
    expect(icon.style.getPropertyValue('--shake-duration')).toBe('500ms');
    expect(MODAL_Z_INDEX).toBe(1000);
    expect((dialog.parentElement as HTMLElement).style.zIndex).toBe('1000');
  });

  it('has no warning icon unless asked', () => {
    renderUi(<Harness />);
    const { dialog } = openDialog();
    expect(dialog.querySelector('.confirm-modal__warning')).toBeNull();
  });
});
