import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { BANNER_AUTOPLAY_MS, BANNER_MEDIA, PAGE_KEYS, getBanners, type Banner } from 'shared-contracts';
import { cx, ErrorState, Skeleton, useServerData, visuallyHiddenClass } from 'ui';
import { SliderArrow, a11yOptions, useArrows, useStartOnDemand } from '../../components/slider';
import { usePrefersReducedMotion } from '../../lib/use-media-query';
import styles from './banner-carousel.module.css';

export const HOME_BANNER_GROUP = 'home';

const LABELS = { previous: 'Banner anterior', next: 'Próximo banner' };

/** Inside links stay in the app's router; anything else is a plain link. */
function BannerLink({ banner, children }: { banner: Banner; children: React.ReactNode }) {
  const internal = banner.url.startsWith('/') && !banner.url.startsWith('//');
  return internal ? (
    <Link className={styles.link} to={banner.url}>
      {children}
    </Link>
  ) : (
    <a className={styles.link} href={banner.url}>
      {children}
    </a>
  );
}

export function BannerPicture({ banner, first }: { banner: Banner; first: boolean }) {
  return (
    <picture className={styles.picture}>
      <source media={BANNER_MEDIA.mobile} srcSet={banner.mobile_image} width={768} height={640} />
      <source media={BANNER_MEDIA.tablet} srcSet={banner.tablet_image} width={992} height={400} />
      <img
        className={styles.image}
        src={banner.image}
        alt={banner.name}
        width={1600}
        height={500}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        decoding={first ? 'sync' : 'async'}
      />
    </picture>
  );
}

/**
 * The home banners (H-01): loop, autoplay every 5 s (paused on hover, on focus, by the pause
 * button, and off for people who ask for reduced motion), arrows and a link per banner.
 */
export function BannerCarousel({ group = HOME_BANNER_GROUP }: { group?: string }) {
  const resource = useServerData(['/api/banners', group], () => getBanners(group), {
    pageKey: PAGE_KEYS.banners(group),
  });
  const reducedMotion = usePrefersReducedMotion();
  const { navigation, setPrevEl, setNextEl } = useArrows();
  const { kit, want, swiper, setSwiper, moveWhenReady, pressBeforeStart } = useStartOnDemand();
  const [paused, setPaused] = useState(false);
  const labelId = useId();
  const count = resource.data?.length ?? 0;
  const autoplay = count > 1 && !reducedMotion;

  // Until swiper is here the first banner stands still; autoplay's first turn brings swiper in.
  const awaitingFirstTurn = autoplay && !paused && !kit;
  useEffect(() => {
    if (!awaitingFirstTurn) return;
    const timer = window.setTimeout(() => moveWhenReady('next'), BANNER_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [awaitingFirstTurn, moveWhenReady]);
  // Paused before swiper started: it starts paused.
  useEffect(() => {
    if (swiper && paused) swiper.autoplay?.pause();
  }, [swiper, paused]);

  if (resource.status === 'loading') {
    return (
      <div className={styles.placeholder} aria-busy="true">
        <Skeleton className={styles.skeleton} />
      </div>
    );
  }
  if (resource.status === 'error') {
    return (
      <div className={styles.placeholder}>
        <ErrorState compact onRetry={resource.refetch} title="Não foi possível carregar os destaques." />
      </div>
    );
  }
  const banners = resource.data ?? [];
  if (banners.length === 0) return null;

  const many = banners.length > 1;
  const pause = () => swiper?.autoplay?.pause();
  const resume = () => {
    if (!paused) swiper?.autoplay?.resume();
  };
  const togglePaused = () => {
    if (paused) {
      setPaused(false);
      swiper?.autoplay?.resume();
    } else {
      setPaused(true);
      swiper?.autoplay?.pause();
    }
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carrossel"
      aria-labelledby={labelId}
      onFocus={pause}
      onPointerEnter={many ? want : undefined}
      onTouchStart={many ? want : undefined}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) resume();
      }}
    >
      <h2 id={labelId} className={visuallyHiddenClass}>
        Destaques
      </h2>
      {many && (
        <SliderArrow
          direction="previous"
          label={LABELS.previous}
          buttonRef={setPrevEl}
          className={styles.previous}
          onClick={pressBeforeStart('previous')}
        />
      )}
      {kit && (navigation || !many) ? (
        <kit.Swiper
          className={styles.swiper}
          modules={[kit.Navigation, kit.Autoplay, kit.A11y]}
          navigation={many && navigation ? navigation : false}
          a11y={a11yOptions(LABELS)}
          loop={many}
          speed={reducedMotion ? 0 : 500}
          autoplay={
            autoplay ? { delay: BANNER_AUTOPLAY_MS, pauseOnMouseEnter: true, disableOnInteraction: false } : false
          }
          slidesPerView={1}
          onSwiper={setSwiper}
        >
          {banners.map((banner, index) => (
            <kit.SwiperSlide key={`${banner.name}-${index}`} className={styles.slide}>
              <BannerLink banner={banner}>
                <BannerPicture banner={banner} first={index === 0} />
              </BannerLink>
            </kit.SwiperSlide>
          ))}
        </kit.Swiper>
      ) : (
        <div className={cx(styles.swiper, styles.standIn)}>
          {banners.map((banner, index) => (
            <div key={`${banner.name}-${index}`} className={styles.standInSlide}>
              <BannerLink banner={banner}>
                <BannerPicture banner={banner} first={index === 0} />
              </BannerLink>
            </div>
          ))}
        </div>
      )}
      {many && (
        <SliderArrow
          direction="next"
          label={LABELS.next}
          buttonRef={setNextEl}
          className={styles.next}
          onClick={pressBeforeStart('next')}
        />
      )}
      {autoplay && (
        <button
          type="button"
          className={styles.pause}
          onClick={togglePaused}
          aria-label={paused ? 'Retomar destaques' : 'Pausar destaques'}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            {paused ? (
              <path d="M8 5v14l11-7z" fill="currentColor" />
            ) : (
              <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
            )}
          </svg>
        </button>
      )}
    </section>
  );
}
