import { useCallback, useEffect, useState } from 'react';

export type SwiperKit = typeof import('./swiper-kit');

let loaded: SwiperKit | null = null;
let loading: Promise<SwiperKit> | null = null;

/** Fetches swiper once for the page (a chunk of its own); a failed fetch may be tried again. */
export function loadSwiperKit(): Promise<SwiperKit> {
  loading ??= import(/* webpackChunkName: "swiper" */ './swiper-kit').then(
    (kit) => (loaded = kit),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Swiper for a carousel that is laid out without it until somebody uses it: the first load of a
 * page downloads and runs no carousel code. `want()` asks for it (a pointer over the carousel, an
 * arrow, autoplay's first turn); once it is here, every carousel of the page gets it at once.
 */
export function useSwiperKit(): { kit: SwiperKit | null; want: () => void } {
  const [kit, setKit] = useState<SwiperKit | null>(loaded);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!wanted || kit) return;
    let current = true;
    loadSwiperKit().then(
      (next) => current && setKit(next),
      () => current && setWanted(false),
    );
    return () => {
      current = false;
    };
  }, [wanted, kit]);
  const want = useCallback(() => setWanted(true), []);
  return { kit, want };
}
