import { useLingui } from '@lingui/react/macro';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import {
  Children,
  isValidElement,
  type Key,
  type ReactNode,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { cx } from '../class-names.ts';
import { Icon } from '../icon.tsx';
import { useReducedMotion } from '../use-reduced-motion.ts';
import './carousel.css';

/** Spec §9: autoplay 5000 ms, 400 ms transitions, one slide per view, 40 px swipe threshold. */
export const CAROUSEL_AUTOPLAY_MS = 5000;
export const CAROUSEL_SPEED_MS = 400;
export const CAROUSEL_SWIPE_THRESHOLD_PX = 40;
// Embla's `duration` is a spring factor, not ms: at its 60 fps step, 18 lands a phone-wide slide in ~400 ms.
const EMBLA_DURATION_FOR_SPEED = 18;

interface CarouselBaseProps {
  /** Accessible name of the carousel, e.g. "Offers". */
  label: string;
  className?: string;
}

interface CarouselSlidesProps<T> extends CarouselBaseProps {
  slides: readonly T[];
  renderSlide: (slide: T, index: number) => ReactNode;
  slideKey?: (slide: T, index: number) => Key;
  children?: never;
}

interface CarouselChildrenProps extends CarouselBaseProps {
  /** One child per slide. */
  children: ReactNode;
  slides?: never;
}

export type CarouselProps<T> = CarouselSlidesProps<T> | CarouselChildrenProps;

function toSlides<T>(props: CarouselProps<T>): { key: Key; node: ReactNode }[] {
  if (props.slides) {
    const { slides, renderSlide, slideKey } = props;
    return slides.map((slide, index) => ({
      key: slideKey?.(slide, index) ?? index,
      node: renderSlide(slide, index),
    }));
  }
  return Children.toArray(props.children).map((node, index) => ({
    key: isValidElement(node) && node.key !== null ? node.key : index,
    node,
  }));
}

export function Carousel<T>(props: CarouselProps<T>) {
  const { t } = useLingui();
  const slides = toSlides(props);
  const count = slides.length;
  const reducedMotion = useReducedMotion();
  const options = useMemo(
    () => ({
      loop: count > 1,
      align: 'start' as const,
      slidesToScroll: 1,
      dragThreshold: CAROUSEL_SWIPE_THRESHOLD_PX,
      duration: reducedMotion ? 0 : EMBLA_DURATION_FOR_SPEED,
    }),
    [count, reducedMotion],
  );
  // Pausing is decided here (hover, focus, the pause button, reduced motion), not by the plugin's own listeners.
  const plugins = useMemo(
    () => [
      Autoplay({
        delay: CAROUSEL_AUTOPLAY_MS,
        playOnInit: false,
        stopOnInteraction: true,
        stopOnFocusIn: false,
        stopOnMouseEnter: false,
      }),
    ],
    [],
  );
  const [viewportRef, api] = useEmblaCarousel(options, plugins);
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pausedByUser, setPausedByUser] = useState(false);
  const canAutoplay = count > 1 && !reducedMotion;
  const playing = canAutoplay && !pausedByUser && !hovered && !focused;
  const playingRef = useRef(playing);
  playingRef.current = playing;

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    // A swipe stops the plugin; resume unless something else holds it paused.
    const onPointerUp = () => {
      if (playingRef.current) api.plugins().autoplay?.play();
    };
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect).on('pointerUp', onPointerUp);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect).off('pointerUp', onPointerUp);
    };
  }, [api]);

  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    if (playing) autoplay.play();
    else autoplay.stop();
  }, [api, playing]);

  function goTo(index: number) {
    api?.scrollTo(index);
    api?.plugins().autoplay?.reset();
  }

  return (
    <section
      className={cx('carousel', props.className)}
      aria-roledescription={t`carousel`}
      aria-label={props.label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="carousel__viewport" ref={viewportRef}>
        <div className="carousel__track" aria-live={playing ? 'off' : 'polite'}>
          {slides.map(({ key, node }, index) => {
            const position = index + 1;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names each slide as a group; it is no form fieldset
              <div
                key={key}
                className="carousel__slide"
                role="group"
                aria-roledescription={t`slide`}
                aria-label={t`${position} of ${count}`}
              >
                {node}
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 && (
        <div className="carousel__controls">
          {canAutoplay && (
            <button
              type="button"
              className="carousel__toggle"
              aria-label={pausedByUser ? t`Play slideshow` : t`Pause slideshow`}
              onClick={() => setPausedByUser((paused) => !paused)}
            >
              <Icon name={pausedByUser ? 'play' : 'pause'} size={14} />
            </button>
          )}
          <div className="carousel__dots">
            {slides.map(({ key }, index) => {
              const position = index + 1;
              return (
                <button
                  key={key}
                  type="button"
                  className="carousel__dot"
                  aria-label={t`Go to slide ${position}`}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => goTo(index)}
                />
              );
            })}
          </div>
        </div>
      )}
    </section>
  );
}
