import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import type { ProductPhoto } from 'shared-contracts';
import { cx } from 'ui';
import { SliderArrow, a11yOptions, useArrows, useStartOnDemand } from '../../components/slider';
import styles from './product-gallery.module.css';

const LABELS = { previous: 'Foto anterior', next: 'Próxima foto' };

/** A photo as the gallery shows it, the first one asked for at once and ahead of the others. */
function Photo({ photo, name, index }: { photo: ProductPhoto; name: string; index: number }) {
  return (
    <img
      className={styles.photo}
      src={photo.url}
      alt={photo.alt || `${name}, foto ${index + 1}`}
      width={640}
      height={640}
      loading={index === 0 ? 'eager' : 'lazy'}
      fetchPriority={index === 0 ? 'high' : undefined}
    />
  );
}

/** A photo's thumbnail in the strip (decorative: the strip is a pointer shortcut). */
function Thumbnail({ photo }: { photo: ProductPhoto }) {
  return <img src={photo.thumbnail} alt="" width={120} height={120} loading="lazy" />;
}

/**
 * The product's photos with a thumbnail strip under them (swiper Thumbs). Swiper starts the first
 * time the gallery is used (a pointer over it, a touch, an arrow, a thumbnail): until then the first
 * photo and the strip stand where swiper will show them, so a product page's first load runs no
 * carousel code and nothing moves when it starts.
 */
export function ProductGallery({ photos, name }: { photos: readonly ProductPhoto[]; name: string }) {
  const [thumbs, setThumbs] = useState<SwiperInstance | null>(null);
  const { navigation, setPrevEl, setNextEl } = useArrows();
  const { kit, want, setSwiper, pressBeforeStart } = useStartOnDemand();
  const many = photos.length > 1;
  const [first] = photos;
  // One photo needs no slider: it stays as it is.
  const started = many && kit && navigation;

  return (
    <div
      className={styles.gallery}
      aria-roledescription="galeria"
      aria-label={`Fotos de ${name}`}
      role="region"
      onPointerEnter={many ? want : undefined}
      onTouchStart={many ? want : undefined}
    >
      <div className={styles.main}>
        {many && <SliderArrow direction="previous" label={LABELS.previous} buttonRef={setPrevEl} atEnd={!kit} />}
        {started ? (
          <kit.Swiper
            className={styles.swiper}
            modules={[kit.Navigation, kit.Thumbs, kit.A11y]}
            navigation={navigation}
            a11y={a11yOptions(LABELS)}
            thumbs={{
              swiper: thumbs && !thumbs.destroyed ? thumbs : null,
              slideThumbActiveClass: styles.thumbActive,
            }}
            slidesPerView={1}
            onSwiper={setSwiper}
          >
            {photos.map((photo, index) => (
              <kit.SwiperSlide key={photo.url} className={styles.slide}>
                <Photo photo={photo} name={name} index={index} />
              </kit.SwiperSlide>
            ))}
          </kit.Swiper>
        ) : (
          first && (
            <div className={styles.slide}>
              <Photo photo={first} name={name} index={0} />
            </div>
          )
        )}
        {many && (
          <SliderArrow direction="next" label={LABELS.next} buttonRef={setNextEl} onClick={pressBeforeStart('next')} />
        )}
      </div>
      {many && (
        // Pointer shortcut to the photos; keyboard and screen reader users have the arrows above.
        <div className={styles.thumbs} aria-hidden="true">
          {started ? (
            <kit.Swiper
              modules={[kit.Thumbs]}
              onSwiper={setThumbs}
              slidesPerView={4}
              spaceBetween={8}
              watchSlidesProgress
              breakpoints={{ 600: { slidesPerView: 5 } }}
            >
              {photos.map((photo) => (
                <kit.SwiperSlide key={photo.thumbnail} className={styles.thumb}>
                  <Thumbnail photo={photo} />
                </kit.SwiperSlide>
              ))}
            </kit.Swiper>
          ) : (
            <div className={styles.strip}>
              {photos.map((photo, index) => (
                <button
                  key={photo.thumbnail}
                  type="button"
                  tabIndex={-1}
                  className={cx(styles.thumb, index === 0 && styles.thumbActive)}
                  onClick={pressBeforeStart(index)}
                >
                  <Thumbnail photo={photo} />
                </button>
              ))}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
