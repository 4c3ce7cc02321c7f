import { useId, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import { madeOnUse, REVIEW_LIMITS, productPath, type OrderReviewItem } from 'shared-contracts';
import { visuallyHiddenClass } from 'ui';
import screen from 'ui/styles/screen.module.css';
import { length, type DraftErrors, type DraftField, type ReviewDraft } from './review-rules';
import { StarRating, StarsShown } from './star-rating';
import orderActions from '../../components/order-actions.module.css';
import styles from './order-review.module.css';

const dayFormat = madeOnUse(
  () => new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' }),
);

/** The written part of a review: a one-line title and a longer comment. */
const TEXT_FIELDS = [
  { field: 'title', label: 'Título da avaliação', placeholder: 'Ex.: Ótimo custo-benefício', multiline: false },
  {
    field: 'comment',
    label: 'Comentário',
    placeholder: 'Conte o que achou do produto: qualidade, entrega, se atendeu ao que esperava.',
    multiline: true,
  },
] as const;

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
  const ratingErrorId = useId();
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
            <time dateTime={item.review.created_at}>{dayFormat().format(new Date(item.review.created_at))}</time>
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
            errorId={ratingErrorId}
          />
          {TEXT_FIELDS.map(({ field, ...look }) => (
            <CountedField
              key={field}
              {...look}
              value={draft[field]}
              limit={REVIEW_LIMITS[field]}
              error={errors[field]}
              onChange={(value) => onChange(field, value)}
            />
          ))}
        </div>
      ) : null}
    </article>
  );
}

interface CountedFieldProps {
  label: string;
  value: string;
  limit: number;
  error: string | undefined;
  placeholder: string;
  /** A text area of four rows instead of a one-line input. */
  multiline?: boolean;
  onChange: (value: string) => void;
}

/** A text field with its label, the count of its characters against `limit`, and its error below. */
function CountedField({ label, value, limit, error, placeholder, multiline = false, onChange }: CountedFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const control = {
    id: `${id}-input`,
    className: styles.control,
    value,
    placeholder,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [error ? errorId : '', countId].filter(Boolean).join(' '),
  };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={control.id}>
        {label}
      </label>
      {multiline ? <textarea {...control} rows={4} /> : <input {...control} type="text" />}
      <p id={countId} className={styles.counter}>
        {length(value)} de {limit} caracteres
      </p>
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
