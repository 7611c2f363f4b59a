// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test-render.tsx';
import {
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_SPEED_MS,
  CAROUSEL_SWIPE_THRESHOLD_PX,
  Carousel,
} from './carousel.tsx';

const banners = ['Double burger week', 'Free delivery', 'Picanha night'];

function renderBanners() {
  return renderUi(<Carousel label="Offers" slides={banners} renderSlide={(text) => <p>{text}</p>} />);
}

describe('Carousel', () => {
  it('is a labelled carousel region of slides named "N of M"', () => {
    renderBanners();
    const region = screen.getByRole('region', { name: 'Offers' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = within(region).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(slides.every((slide) => slide.getAttribute('aria-roledescription') === 'slide')).toBe(true);
    expect(slides[1]?.textContent).toBe('Free delivery');
  });

  it('has one dot per slide, the first one current', () => {
    renderBanners();
    const dots = screen.getAllByRole('button', { name: /^Go to slide/ });
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Go to slide 1',
      'Go to slide 2',
      'Go to slide 3',
    ]);
    expect(dots[0]?.getAttribute('aria-current')).toBe('true');
    expect(dots[1]?.hasAttribute('aria-current')).toBe(false);
  });

  it('moves to the slide of the dot that is clicked', async () => {
    renderBanners();
    const third = screen.getByRole('button', { name: 'Go to slide 3' });
    fireEvent.click(third);
    await waitFor(() => expect(third.getAttribute('aria-current')).toBe('true'));
    expect(screen.getByRole('button', { name: 'Go to slide 1' }).hasAttribute('aria-current')).toBe(false);
  });

  it('lets the slideshow be paused and played again, and stops announcing changes only while playing', () => {
    renderBanners();
    const track = screen.getAllByRole('group')[0]?.parentElement as HTMLElement;
    expect(track.getAttribute('aria-live')).toBe('off');
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    expect(track.getAttribute('aria-live')).toBe('polite');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    expect(track.getAttribute('aria-live')).toBe('off');
  });

  it('pauses while hovered or focused', () => {
    renderBanners();
    const region = screen.getByRole('region', { name: 'Offers' });
    const track = screen.getAllByRole('group')[0]?.parentElement as HTMLElement;
    fireEvent.mouseEnter(region);
    expect(track.getAttribute('aria-live')).toBe('polite');
    fireEvent.mouseLeave(region);
    expect(track.getAttribute('aria-live')).toBe('off');
    fireEvent.focus(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(track.getAttribute('aria-live')).toBe('polite');
  });

  it('accepts children as slides and shows no controls for a single slide', () => {
    renderUi(
      <Carousel label="Highlights">
        <p>Only one</p>
      </Carousel>,
    );
    expect(screen.getByRole('group', { name: '1 of 1' }).textContent).toBe('Only one');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('does not autoplay for people who prefer reduced motion', () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(prefers-reduced-motion: reduce)',
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    renderBanners();
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).toBeNull();
    const track = screen.getAllByRole('group')[0]?.parentElement as HTMLElement;
    expect(track.getAttribute('aria-live')).toBe('polite');
    expect(screen.getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(3);
    matchMedia.mockRestore();
  });

  it('uses the spec timings', () => {
    expect([CAROUSEL_AUTOPLAY_MS, CAROUSEL_SPEED_MS, CAROUSEL_SWIPE_THRESHOLD_PX]).toEqual([5000, 400, 40]);
  });
});
