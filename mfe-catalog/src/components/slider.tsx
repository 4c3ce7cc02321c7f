import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { cx, visuallyHiddenClass } from 'ui';
import { useSwiperKit } from '../lib/use-swiper-kit';
import styles from './slider.module.css';

/** Swiper-style breakpoints: minimum width in px to slides per view. */
export type SlidesPerView = Readonly<Record<number, { readonly slidesPerView: number }>>;

export interface SliderLabels {
  previous: string;
  next: string;
}

interface SliderProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  breakpoints: SlidesPerView;
  labels: SliderLabels;
  /** Gap between slides in px. */
  gap?: number;
  /** Which row layout stands in for swiper until it starts (the same breakpoints). */
  kind: 'product' | 'category';
  className?: string;
}

/** Builds the a11y options of swiper with Portuguese labels that stay the same at either end. */
export function a11yOptions(labels: SliderLabels) {
  return {
    enabled: true,
    prevSlideMessage: labels.previous,
    nextSlideMessage: labels.next,
    firstSlideMessage: labels.previous,
    lastSlideMessage: labels.next,
    slideLabelMessage: '{{index}} de {{slidesLength}}',
    itemRoleDescriptionMessage: 'slide',
    notificationClass: visuallyHiddenClass,
  };
}

function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Previous and next arrows that swiper drives (disabled at the ends, hidden when all fits). */
export function SliderArrow({
  direction,
  label,
  buttonRef,
  className,
  onClick,
  atEnd = false,
}: {
  direction: 'previous' | 'next';
  label: string;
  buttonRef: (el: HTMLButtonElement | null) => void;
  className?: string;
  /** Only before swiper drives the arrow (it binds its own handler then). */
  onClick?: () => void;
  /**
   * Only before swiper drives the arrow: the slider stands at this arrow's end, so it is hidden and
   * disabled, as swiper leaves it once started.
   */
  atEnd?: boolean;
}) {
  return (
    <button
      ref={buttonRef}
      onClick={onClick}
      type="button"
      disabled={atEnd || undefined}
      className={cx(
        styles.arrow,
        direction === 'previous' ? styles.previous : styles.next,
        atEnd && styles.arrowDisabled,
        className,
      )}
      aria-label={label}
    >
      <ChevronIcon direction={direction === 'previous' ? 'left' : 'right'} />
    </button>
  );
}

/** The navigation elements: swiper starts once both arrows are in the page. */
export function useArrows() {
  const [prevEl, setPrevEl] = useState<HTMLButtonElement | null>(null);
  const [nextEl, setNextEl] = useState<HTMLButtonElement | null>(null);
  const navigation =
    prevEl && nextEl
      ? { prevEl, nextEl, addIcons: false, disabledClass: styles.arrowDisabled, lockClass: styles.arrowLocked }
      : null;
  return { navigation, setPrevEl, setNextEl };
}

/** Slides per view at each width, as custom properties for the skeleton that stands in for a slider. */
export function perViewStyle(breakpoints: SlidesPerView, gap: number): CSSProperties {
  const style: Record<string, string | number> = { '--slider-gap': `${gap}px` };
  for (const [min, { slidesPerView }] of Object.entries(breakpoints)) style[`--per-view-${min}`] = slidesPerView;
  return style as CSSProperties;
}

/** Where a slider should go once swiper has started: one step either way, or a slide by its index. */
export type PendingMove = 'previous' | 'next' | number;

/**
 * Swiper, started the first time it is needed: until then the same slides stand in the same row
 * layout, so nothing moves when it starts, and a page's first load runs no carousel code. An arrow
 * (or a thumbnail) pressed before swiper is here moves the slider once it is.
 */
export function useStartOnDemand() {
  const { kit, want } = useSwiperKit();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const pendingMove = useRef<PendingMove | null>(null);
  useEffect(() => {
    const move = pendingMove.current;
    if (!swiper || move === null) return;
    pendingMove.current = null;
    if (move === 'next') swiper.slideNext();
    else if (move === 'previous') swiper.slidePrev();
    else swiper.slideTo(move);
  }, [swiper]);
  /** Asks for swiper, and the move it should make as soon as it has started. */
  const moveWhenReady = useCallback(
    (move: PendingMove) => {
      pendingMove.current = move;
      want();
    },
    [want],
  );
  /** The press handler of an arrow or a thumbnail while swiper does not drive it yet (then none). */
  const pressBeforeStart = (move: PendingMove): (() => void) | undefined =>
    kit ? undefined : () => moveWhenReady(move);
  return { kit, want, swiper, setSwiper, moveWhenReady, pressBeforeStart };
}

/** A horizontal slider of items with arrows (swiper), used by the product and category sliders. */
export function Slider<T>({
  items,
  itemKey,
  renderItem,
  breakpoints,
  labels,
  gap = 12,
  kind,
  className,
}: SliderProps<T>) {
  const { navigation, setPrevEl, setNextEl } = useArrows();
  const { kit, want, setSwiper, pressBeforeStart } = useStartOnDemand();
  return (
    <div className={cx(styles.slider, className)} onPointerEnter={want} onTouchStart={want}>
      <SliderArrow
        direction="previous"
        label={labels.previous}
        buttonRef={setPrevEl}
        onClick={pressBeforeStart('previous')}
      />
      {kit && navigation ? (
        <kit.Swiper
          className={styles.swiper}
          modules={[kit.Navigation, kit.A11y]}
          navigation={navigation}
          a11y={a11yOptions(labels)}
          spaceBetween={gap}
          slidesPerView={breakpoints[0]?.slidesPerView ?? 1}
          breakpoints={breakpoints}
          watchOverflow
          onSwiper={setSwiper}
        >
          {items.map((item, index) => (
            <kit.SwiperSlide key={itemKey(item)} className={styles.slide}>
              {renderItem(item, index)}
            </kit.SwiperSlide>
          ))}
        </kit.Swiper>
      ) : (
        <div
          className={cx(styles.skeleton, kind === 'product' ? styles.productRow : styles.categoryRow)}
          style={perViewStyle(breakpoints, gap)}
        >
          {items.map((item, index) => (
            <div key={itemKey(item)} className={styles.skeletonItem}>
              {renderItem(item, index)}
            </div>
          ))}
        </div>
      )}
      <SliderArrow direction="next" label={labels.next} buttonRef={setNextEl} onClick={pressBeforeStart('next')} />
    </div>
  );
}

/** Placeholder boxes laid out like the slider at the current width. */
export function SliderSkeleton({
  breakpoints,
  gap = 12,
  renderItem,
  count = 8,
  kind,
}: {
  breakpoints: SlidesPerView;
  gap?: number;
  renderItem: (index: number) => ReactNode;
  count?: number;
  kind: 'product' | 'category';
}) {
  return (
    <div
      className={cx(styles.skeleton, kind === 'product' ? styles.productRow : styles.categoryRow)}
      style={perViewStyle(breakpoints, gap)}
      aria-hidden="true"
    >
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.skeletonItem}>
          {renderItem(i)}
        </div>
      ))}
    </div>
  );
}
