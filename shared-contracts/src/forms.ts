/**
 * What forms need and nothing else loads: the validation rules (documents, card brands, Pix key,
 * limits), the input masks and the card formats. Pure code, imported where a form is, so the
 * contract every page loads stays small.
 */
export * from './rules';
export * from './format/masks';
export * from './format/card';
