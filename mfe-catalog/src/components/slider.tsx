import { useState, type CSSProperties, type ReactNode } from 'react';
import { A11y, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/swiper.css';
import { cx } from '../lib/class-names';
import styles from './slider.module.css';
import hidden from './visually-hidden.module.css';

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
    notificationClass: hidden.visuallyHidden,
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
}: {
  direction: 'previous' | 'next';
  label: string;
  buttonRef: (el: HTMLButtonElement | null) => void;
  className?: string;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={cx(styles.arrow, direction === 'previous' ? styles.previous : styles.next, className)}
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

/** A horizontal slider of items with arrows (swiper), used by the product and category sliders. */
export function Slider<T>({ items, itemKey, renderItem, breakpoints, labels, gap = 12, className }: SliderProps<T>) {
  const { navigation, setPrevEl, setNextEl } = useArrows();
  return (
    <div className={cx(styles.slider, className)}>
      <SliderArrow direction="previous" label={labels.previous} buttonRef={setPrevEl} />
      {navigation && (
        <Swiper
          className={styles.swiper}
          modules={[Navigation, A11y]}
          navigation={navigation}
          a11y={a11yOptions(labels)}
          spaceBetween={gap}
          slidesPerView={breakpoints[0]?.slidesPerView ?? 1}
          breakpoints={breakpoints}
          watchOverflow
        >
          {items.map((item, index) => (
            <SwiperSlide key={itemKey(item)} className={styles.slide}>
              {renderItem(item, index)}
            </SwiperSlide>
          ))}
        </Swiper>
      )}
      <SliderArrow direction="next" label={labels.next} buttonRef={setNextEl} />
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
