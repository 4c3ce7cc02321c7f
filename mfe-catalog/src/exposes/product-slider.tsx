/** Federation expose './ProductSlider'. */
export { ProductSlider, type ProductSliderProps } from '../components/product-slider';
export { ProductSlider as default } from '../components/product-slider';
