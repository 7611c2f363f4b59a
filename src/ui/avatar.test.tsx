// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar.tsx';

describe('Avatar', () => {
  it('shows the picture from the API, sized before it loads', () => {
    render(<Avatar name="Maria Oliveira" image="/api/media/profile-images/a" alt="Your photo" size="sm" />);
    const picture = screen.getByRole('img', { name: 'Your photo' }) as HTMLImageElement;
    expect(picture.src).toBe(new URL('/api/media/profile-images/a', window.location.href).href);
    expect([picture.width, picture.height]).toEqual([32, 32]);
  });

  it('shows the initials without a picture, and when the picture does not load, until a new one comes', () => {
    const { container, rerender } = render(
      <Avatar name="Maria  Oliveira Santos" image={null} alt="Your photo" />,
    );
    expect(container.textContent).toBe('MO');
    expect(screen.queryByRole('img')).toBeNull();

    rerender(<Avatar name="Maria Oliveira Santos" image="/api/media/profile-images/gone" alt="Your photo" />);
    fireEvent.error(screen.getByRole('img', { name: 'Your photo' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('.avatar')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.textContent).toBe('MO');

    rerender(<Avatar name="Maria Oliveira Santos" image="data:image/jpeg;base64,AAAA" alt="Your photo" />);
    expect(screen.getByRole('img', { name: 'Your photo' }).getAttribute('src')).toBe(
      'data:image/jpeg;base64,AAAA',
    );
  });
});
