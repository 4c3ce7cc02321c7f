import { ValidationError, type FieldErrors } from '../../http/errors';
import { validationMessages } from '../../http/validation';
import type { CustomerOrder } from './customer-orders';

export const REVIEW_LIMITS = { title: 80, comment: 1000 } as const;

export const REVIEW_MESSAGES = {
  none: 'Avalie pelo menos um produto.',
  tooMany: 'Envie no máximo uma avaliação por item do pedido.',
  notReviewable: 'Este pedido ainda não pode ser avaliado: o pagamento não foi confirmado.',
  unknownItem: 'O item selecionado não faz parte deste pedido.',
  repeated: 'Este item aparece mais de uma vez.',
  alreadyReviewed: 'Você já avaliou este produto.',
  productGone: 'Este produto não está mais à venda e não pode ser avaliado.',
  rating: 'Escolha uma nota de 1 a 5 estrelas.',
} as const;

export interface ReviewValues {
  itemIndex: number;
  rating: number;
  title: string;
  comment: string;
}

function text(value: unknown, attribute: string, max: number): { value: string } | { message: string } {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    return { message: validationMessages.required(attribute) };
  }
  if (typeof value !== 'string') return { message: validationMessages.string(attribute) };
  const trimmed = value.trim();
  // Counted in characters as people see them, not UTF-16 units.
  if ([...trimmed].length > max) return { message: validationMessages.max(attribute, max) };
  return { value: trimmed };
}

/**
 * Checks `{ reviews: [{ order_item_index, rating, title, comment }] }` against the order: every
 * failing field is reported as `reviews.{position}.{field}` in one 422, as Laravel does for arrays.
 * `reviewed` holds the ids of the order's items already reviewed.
 */
export function validateReviews(body: unknown, order: CustomerOrder, reviewed: ReadonlySet<number>): ReviewValues[] {
  const source = typeof body === 'object' && body !== null ? (body as { reviews?: unknown }).reviews : undefined;
  if (!Array.isArray(source) || source.length === 0) throw ValidationError.withMessage('reviews', REVIEW_MESSAGES.none);
  if (source.length > order.items.length) throw ValidationError.withMessage('reviews', REVIEW_MESSAGES.tooMany);

  const errors: FieldErrors = {};
  const values: ReviewValues[] = [];
  const seen = new Set<number>();
  source.forEach((entry: unknown, position) => {
    const fail = (field: string, message: string) => {
      errors[`reviews.${position}.${field}`] = [message];
    };
    const input = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {};

    const index = input.order_item_index;
    const item = typeof index === 'number' && Number.isInteger(index) ? order.items[index] : undefined;
    if (!item) fail('order_item_index', REVIEW_MESSAGES.unknownItem);
    else if (seen.has(item.index)) fail('order_item_index', REVIEW_MESSAGES.repeated);
    else if (reviewed.has(item.id)) fail('order_item_index', REVIEW_MESSAGES.alreadyReviewed);
    else if (item.product_id === null) fail('order_item_index', REVIEW_MESSAGES.productGone);
    if (item) seen.add(item.index);

    const rating = input.rating;
    const ratingOk = typeof rating === 'number' && Number.isInteger(rating) && rating >= 1 && rating <= 5;
    if (!ratingOk) fail('rating', REVIEW_MESSAGES.rating);

    const title = text(input.title, 'título', REVIEW_LIMITS.title);
    if ('message' in title) fail('title', title.message);
    const comment = text(input.comment, 'comentário', REVIEW_LIMITS.comment);
    if ('message' in comment) fail('comment', comment.message);

    if (item && ratingOk && 'value' in title && 'value' in comment) {
      values.push({ itemIndex: item.index, rating, title: title.value, comment: comment.value });
    }
  });

  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return values;
}

/** How a review is signed on the product page: first name and the initial of the last ('Mariana S.'). */
export function authorName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? 'Cliente';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}
