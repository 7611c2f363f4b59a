// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderUi } from '../test-render.tsx';
import { toast } from '../toast/toast-store.ts';
import { AppShell } from './app-shell.tsx';
import { MobileLayout } from './mobile-layout.tsx';

afterEach(() => {
  act(() => toast.clear());
});

describe('AppShell', () => {
  it('puts a skip link to the main content, the loading bar and the toasts around the layout', async () => {
    renderUi(
      <AppShell>
        <MobileLayout title="Profile" heading="layout">
          content
        </MobileLayout>
      </AppShell>,
    );
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip.getAttribute('href')).toBe(`#${screen.getByRole('main').id}`);
    expect(screen.getByRole('progressbar', { hidden: true })).toBeTruthy();
    act(() => {
      toast.success('Profile updated');
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(region).findByText('Profile updated')).toBeTruthy();
  });
});
