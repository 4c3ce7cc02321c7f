import { REVIEW_LIMITS, type OrderReviewItem, type ReviewInput } from 'shared-contracts';

/** What the customer has typed for one item. */
export interface ReviewDraft {
  rating: number | null;
  title: string;
  comment: string;
}

export type DraftField = keyof ReviewDraft;
export type DraftErrors = Partial<Record<DraftField, string>>;

export const emptyDraft: ReviewDraft = { rating: null, title: '', comment: '' };

export const REVIEW_TEXT = {
  rating: 'Escolha uma nota de 1 a 5 estrelas.',
  title: 'O campo título é obrigatório.',
  titleMax: `O campo título não pode ser superior a ${REVIEW_LIMITS.title} caracteres.`,
  comment: 'O campo comentário é obrigatório.',
  commentMax: `O campo comentário não pode ser superior a ${REVIEW_LIMITS.comment} caracteres.`,
  nothing: 'Avalie pelo menos um produto: escolha de 1 a 5 estrelas e conte como foi.',
  thanks: 'Obrigado pela sua avaliação!',
  failed: 'Não foi possível enviar a sua avaliação. Tente novamente.',
  loadFailed: 'Não foi possível carregar os produtos deste pedido agora.',
} as const;

/** Characters as people count them (an emoji is one). */
export const length = (text: string): number => [...text.trim()].length;

/** A draft the customer has started: any star, title or comment. */
export const isTouched = (draft: ReviewDraft): boolean =>
  draft.rating !== null || draft.title.trim() !== '' || draft.comment.trim() !== '';

export function checkDraft(draft: ReviewDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (draft.rating === null) errors.rating = REVIEW_TEXT.rating;
  if (draft.title.trim() === '') errors.title = REVIEW_TEXT.title;
  else if (length(draft.title) > REVIEW_LIMITS.title) errors.title = REVIEW_TEXT.titleMax;
  if (draft.comment.trim() === '') errors.comment = REVIEW_TEXT.comment;
  else if (length(draft.comment) > REVIEW_LIMITS.comment) errors.comment = REVIEW_TEXT.commentMax;
  return errors;
}

/** Items that can still be reviewed: not reviewed yet and still in the catalogue. */
export const openItems = (items: OrderReviewItem[]): OrderReviewItem[] =>
  items.filter((item) => item.review === null && item.product !== null);

export function toInput(index: number, draft: ReviewDraft): ReviewInput {
  return {
    order_item_index: index,
    rating: draft.rating ?? 0,
    title: draft.title.trim(),
    comment: draft.comment.trim(),
  };
}
