import { useId } from 'react';
import { Link } from 'react-router';
import { REVIEW_LIMITS, productPath, type OrderReviewItem } from 'shared-contracts';
import { visuallyHiddenClass } from 'ui';
import screen from 'ui/styles/screen.module.css';
import { length, type DraftErrors, type DraftField, type ReviewDraft } from './review-rules';
import { StarRating, StarsShown } from './star-rating';
import orderActions from '../../components/order-actions.module.css';
import styles from './order-review.module.css';

const dayFormat = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });

function detailOf(item: OrderReviewItem): string | null {
  if (item.variation && item.option) return `${item.variation}: ${item.option}`;
  return item.option;
}

interface ReviewItemProps {
  item: OrderReviewItem;
  draft: ReviewDraft;
  errors: DraftErrors;
  /** Whether the order may be reviewed at all. */
  reviewable: boolean;
  onChange: (field: DraftField, value: ReviewDraft[DraftField]) => void;
}

/** One item of the order: the review sent for it, or the fields to review it. */
export function ReviewItem({ item, draft, errors, reviewable, onChange }: ReviewItemProps) {
  const headingId = useId();
  const ids = { rating: useId(), title: useId(), comment: useId(), titleCount: useId(), commentCount: useId() };
  const detail = detailOf(item);
  const link = item.product ? productPath(item.product.seller_slug, item.product.slug) : null;

  return (
    <article className={styles.item} aria-labelledby={headingId}>
      <div className={styles.itemHeader}>
        <img className={styles.photo} src={item.photo} alt="" width={72} height={72} />
        <div>
          <h2 id={headingId} className={styles.itemName}>
            {item.name}
          </h2>
          {detail && <p className={screen.small}>{detail}</p>}
        </div>
      </div>

      {item.review ? (
        <div className={styles.sent}>
          <p className={styles.sentTitle}>Sua avaliação</p>
          <StarsShown value={item.review.rating} />
          <p className={styles.reviewTitle}>{item.review.title}</p>
          <p className={styles.reviewComment}>{item.review.comment}</p>
          <p className={screen.small}>
            Enviada em{' '}
            <time dateTime={item.review.created_at}>{dayFormat.format(new Date(item.review.created_at))}</time>
          </p>
          {link && (
            <Link className={orderActions.textLink} to={link}>
              Ver na página do produto<span className={visuallyHiddenClass}> {item.name}</span>
            </Link>
          )}
        </div>
      ) : !item.product ? (
        <p className={screen.small}>Este produto não está mais à venda e não pode ser avaliado.</p>
      ) : reviewable ? (
        <div className={styles.fields}>
          <StarRating
            value={draft.rating}
            onChange={(value) => onChange('rating', value)}
            error={errors.rating}
            errorId={ids.rating}
          />
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${ids.title}-input`}>
              Título da avaliação
            </label>
            <input
              id={`${ids.title}-input`}
              className={styles.control}
              type="text"
              value={draft.title}
              placeholder="Ex.: Ótimo custo-benefício"
              onChange={(event) => onChange('title', event.target.value)}
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={[errors.title ? ids.title : '', ids.titleCount].filter(Boolean).join(' ')}
            />
            <p id={ids.titleCount} className={styles.counter}>
              {length(draft.title)} de {REVIEW_LIMITS.title} caracteres
            </p>
            {errors.title && (
              <p id={ids.title} className={styles.fieldError}>
                {errors.title}
              </p>
            )}
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${ids.comment}-input`}>
              Comentário
            </label>
            <textarea
              id={`${ids.comment}-input`}
              className={styles.control}
              rows={4}
              value={draft.comment}
              placeholder="Conte o que achou do produto: qualidade, entrega, se atendeu ao que esperava."
              onChange={(event) => onChange('comment', event.target.value)}
              aria-invalid={errors.comment ? true : undefined}
              aria-describedby={[errors.comment ? ids.comment : '', ids.commentCount].filter(Boolean).join(' ')}
            />
            <p id={ids.commentCount} className={styles.counter}>
              {length(draft.comment)} de {REVIEW_LIMITS.comment} caracteres
            </p>
            {errors.comment && (
              <p id={ids.comment} className={styles.fieldError}>
                {errors.comment}
              </p>
            )}
          </div>
        </div>
      ) : null}
    </article>
  );
}
