import { useState } from 'react';
import { A11y, Navigation, Thumbs } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/swiper.css';
import type { ProductPhoto } from 'shared-contracts';
import { SliderArrow, a11yOptions, useArrows } from '../../components/slider';
import styles from './product-gallery.module.css';

const LABELS = { previous: 'Foto anterior', next: 'Próxima foto' };

/** The product's photos with a thumbnail strip under them (swiper Thumbs). */
export function ProductGallery({ photos, name }: { photos: readonly ProductPhoto[]; name: string }) {
  const [thumbs, setThumbs] = useState<SwiperInstance | null>(null);
  const { navigation, setPrevEl, setNextEl } = useArrows();
  const many = photos.length > 1;
  const [first] = photos;

  return (
    <div className={styles.gallery} aria-roledescription="galeria" aria-label={`Fotos de ${name}`} role="region">
      <div className={styles.main}>
        {many && <SliderArrow direction="previous" label={LABELS.previous} buttonRef={setPrevEl} />}
        {!navigation && many && first && (
          // Until the arrows are in place (a page drawn on the server, and its hydration), the first
          // photo stands where the slider will show it, with swiper's own layout: nothing moves.
          <div className={`swiper ${styles.swiper}`}>
            <div className="swiper-wrapper">
              <div className={`swiper-slide ${styles.slide}`}>
                <img
                  className={styles.photo}
                  src={first.url}
                  alt={first.alt || `${name}, foto 1`}
                  width={640}
                  height={640}
                  fetchPriority="high"
                />
              </div>
            </div>
          </div>
        )}
        {(navigation || !many) && (
          <Swiper
            className={styles.swiper}
            modules={[Navigation, Thumbs, A11y]}
            navigation={many && navigation ? navigation : false}
            a11y={a11yOptions(LABELS)}
            thumbs={{
              swiper: thumbs && !thumbs.destroyed ? thumbs : null,
              slideThumbActiveClass: styles.thumbActive,
            }}
            slidesPerView={1}
          >
            {photos.map((photo, index) => (
              <SwiperSlide key={photo.url} className={styles.slide}>
                <img
                  className={styles.photo}
                  src={photo.url}
                  alt={photo.alt || `${name}, foto ${index + 1}`}
                  width={640}
                  height={640}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : undefined}
                />
              </SwiperSlide>
            ))}
          </Swiper>
        )}
        {many && <SliderArrow direction="next" label={LABELS.next} buttonRef={setNextEl} />}
      </div>
      {many && (
        // Pointer shortcut to the photos; keyboard and screen reader users have the arrows above.
        <div className={styles.thumbs} aria-hidden="true">
          <Swiper
            modules={[Thumbs]}
            onSwiper={setThumbs}
            slidesPerView={4}
            spaceBetween={8}
            watchSlidesProgress
            breakpoints={{ 600: { slidesPerView: 5 } }}
          >
            {photos.map((photo) => (
              <SwiperSlide key={photo.thumbnail} className={styles.thumb}>
                <img src={photo.thumbnail} alt="" width={120} height={120} loading="lazy" />
              </SwiperSlide>
            ))}
          </Swiper>
        </div>
      )}
    </div>
  );
}
