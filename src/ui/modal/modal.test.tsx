// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test-render.tsx';
import { Modal } from './modal.tsx';

describe('Modal', () => {
  it('closes from its backdrop and its close button', () => {
    const onClose = vi.fn();
    renderUi(
      <Modal open title="Choose a size" onClose={onClose} closeButton>
        <p>Small, medium or large</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Choose a size' });
    expect(dialog.hasAttribute('aria-describedby')).toBe(false);
    fireEvent.click(dialog.parentElement?.querySelector('.modal__backdrop') as Element);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('can ignore backdrop clicks and keeps the page from scrolling while open', () => {
    const onClose = vi.fn();
    const { rerender } = renderUi(
      <Modal open title="Paying" onClose={onClose} closeOnBackdrop={false}>
        <p>Please wait</p>
      </Modal>,
    );
    fireEvent.click(document.querySelector('.modal__backdrop') as Element);
    expect(onClose).not.toHaveBeenCalled();
    expect(document.body.style.overflow).toBe('hidden');
    rerender(
      <Modal open={false} title="Paying" onClose={onClose}>
        <p>Please wait</p>
      </Modal>,
    );
    expect(document.body.style.overflow).toBe('');
  });

  it('focuses the dialog itself when it has nothing focusable, and keeps Tab there', () => {
    renderUi(
      <Modal open title="Order sent" onClose={() => {}}>
        <p>We will let you know when it leaves the kitchen.</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog');
    expect(document.activeElement).toBe(dialog);
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(dialog);
  });
});
