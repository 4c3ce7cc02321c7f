/** The swiper parts the catalog's carousels use: one chunk, loaded when a carousel is first used. */
export { Swiper, SwiperSlide } from 'swiper/react';
export { A11y, Autoplay, Navigation, Thumbs } from 'swiper/modules';
import 'swiper/swiper.css';
