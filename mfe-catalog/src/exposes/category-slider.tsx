/** Federation expose './CategorySlider'. */
export { CategorySlider, type CategorySliderProps } from '../components/category-slider';
export { CategorySlider as default } from '../components/category-slider';
