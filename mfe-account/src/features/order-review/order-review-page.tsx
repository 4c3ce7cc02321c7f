import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  bodyOf,
  firstErrorPerField,
  getOrderReviews,
  ordersPath,
  sendOrderReviews,
  statusOf,
  type OrderReviews,
} from 'shared-contracts';
import { useServerData, visuallyHiddenClass, LoadFailed } from 'ui';
import screen from 'ui/styles/screen.module.css';
import { ReviewItem } from './review-item';
import {
  REVIEW_TEXT,
  checkDraft,
  emptyDraft,
  isTouched,
  openItems,
  toInput,
  type DraftErrors,
  type DraftField,
  type ReviewDraft,
} from './review-rules';
import { MissingOrder } from '../../components/missing-screen';
import { OrderScreen, OrderScreenIntro } from '../../components/order-screen';
import orderActions from '../../components/order-actions.module.css';
import styles from './order-review.module.css';

const look = { page: styles.page, card: styles.card, heading: screen.heading, link: orderActions.primary };

/** 'Avaliar pedido': a star rating, title and comment for each product of a paid order. */
export function OrderReviewPage() {
  return <OrderScreen look={look}>{(orderId) => <OrderReview orderId={orderId} />}</OrderScreen>;
}

function OrderReview({ orderId }: { orderId: number }) {
  const titleId = useId();
  // The order's items with the reviews already sent; a 404 (someone else's order, or none) is 'not found'.
  const reviews = useServerData(['/api/orders/:id/reviews', orderId], () => getOrderReviews(orderId), {
    private: true,
  });
  const [drafts, setDrafts] = useState<Record<number, ReviewDraft>>({});
  const [errors, setErrors] = useState<Record<number, DraftErrors>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [thanks, setThanks] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const focusFirstError = useRef(false);

  // After a failed check, the first field in error takes the focus.
  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    form.current?.querySelector<HTMLElement>('fieldset[data-invalid="true"] input, [aria-invalid="true"]')?.focus();
  }, [errors]);

  if (reviews.status === 'error' && statusOf(reviews.error) === 404) return <MissingOrder look={look} />;

  function change(index: number, field: DraftField, value: ReviewDraft[DraftField]) {
    setDrafts((previous) => ({ ...previous, [index]: { ...(previous[index] ?? emptyDraft), [field]: value } }));
    setErrors((previous) => {
      const current = previous[index];
      if (!current?.[field]) return previous;
      const rest = { ...current };
      delete rest[field];
      return { ...previous, [index]: rest };
    });
  }

  function sent(data: OrderReviews) {
    reviews.setData(data);
    setDrafts({});
    setErrors({});
    setThanks((n) => n + 1);
  }

  /** 422 fields are 'reviews.{position in what was sent}.{field}'; 'reviews' is about the whole form. */
  function showServerErrors(body: unknown, sentIndexes: number[]) {
    const byItem: Record<number, DraftErrors> = {};
    let general: string | null = null;
    for (const [key, message] of Object.entries(firstErrorPerField(body))) {
      const match = /^reviews\.(\d+)\.(\w+)$/.exec(key);
      const index = match ? sentIndexes[Number(match[1])] : undefined;
      const field = match?.[2] === 'order_item_index' ? null : (match?.[2] as DraftField | undefined);
      if (index === undefined || !field || !['rating', 'title', 'comment'].includes(field)) {
        general ??= message;
        continue;
      }
      byItem[index] = { ...byItem[index], [field]: message };
    }
    focusFirstError.current = true;
    setErrors(byItem);
    setFormError(general ?? (Object.keys(byItem).length === 0 ? REVIEW_TEXT.failed : null));
  }

  async function submit(event: FormEvent, data: OrderReviews) {
    event.preventDefault();
    if (sending) return;
    setFormError(null);
    setThanks(0);
    const started = openItems(data.items).filter((item) => isTouched(drafts[item.order_item_index] ?? emptyDraft));
    if (started.length === 0) {
      setFormError(REVIEW_TEXT.nothing);
      return;
    }
    const found: Record<number, DraftErrors> = {};
    for (const item of started) {
      const itemErrors = checkDraft(drafts[item.order_item_index] ?? emptyDraft);
      if (Object.keys(itemErrors).length > 0) found[item.order_item_index] = itemErrors;
    }
    if (Object.keys(found).length > 0) {
      focusFirstError.current = true;
      setErrors(found);
      return;
    }

    const indexes = started.map((item) => item.order_item_index);
    setSending(true);
    try {
      sent(
        await sendOrderReviews(
          orderId,
          indexes.map((index) => toInput(index, drafts[index] ?? emptyDraft)),
        ),
      );
    } catch (error) {
      const status = statusOf(error);
      if (status === 422) showServerErrors(bodyOf(error), indexes);
      else if (status !== 401) setFormError(REVIEW_TEXT.failed);
    } finally {
      setSending(false);
    }
  }

  const data = reviews.status === 'success' ? reviews.data : null;
  const open = data ? openItems(data.items) : [];

  return (
    <div className={styles.page}>
      <OrderScreenIntro titleId={titleId} title="Avaliar pedido">
        {data ? `Pedido ${data.number}. ` : ''}Sua opinião aparece na página do produto e ajuda outros clientes.
      </OrderScreenIntro>

      <div role="status" aria-live="polite" className={screen.live}>
        {thanks > 0 && (
          <p key={thanks} className={screen.successStrong}>
            {REVIEW_TEXT.thanks}
          </p>
        )}
      </div>

      <section aria-labelledby={titleId} aria-busy={reviews.status === 'loading'}>
        {reviews.status === 'loading' && (
          <>
            <p className={visuallyHiddenClass}>Carregando os produtos do pedido...</p>
            <div className={styles.list} aria-hidden="true">
              {[0, 1].map((key) => (
                <div key={key} className={styles.item}>
                  <span className={`${styles.bone} ${styles.boneHeader}`} />
                  <span className={`${styles.bone} ${styles.boneStars}`} />
                  <span className={`${styles.bone} ${styles.boneInput}`} />
                  <span className={`${styles.bone} ${styles.boneText}`} />
                </div>
              ))}
            </div>
          </>
        )}

        {reviews.status === 'error' && (
          <LoadFailed onRetry={reviews.refetch} buttonClassName={orderActions.primary}>
            {REVIEW_TEXT.loadFailed}
          </LoadFailed>
        )}

        {data && (
          <form
            ref={form}
            className={styles.form}
            aria-labelledby={titleId}
            noValidate
            onSubmit={(event) => void submit(event, data)}
          >
            {!data.reviewable && (
              <p className={screen.notice}>
                Este pedido ainda não pode ser avaliado: você poderá avaliar os produtos assim que o pagamento for
                confirmado.
              </p>
            )}
            {data.reviewable && open.length === 0 && (
              <p className={screen.notice}>Você já avaliou todos os produtos deste pedido. Obrigado!</p>
            )}
            <div className={styles.list}>
              {data.items.map((item) => (
                <ReviewItem
                  key={item.order_item_index}
                  item={item}
                  draft={drafts[item.order_item_index] ?? emptyDraft}
                  errors={errors[item.order_item_index] ?? {}}
                  reviewable={data.reviewable}
                  onChange={(field, value) => change(item.order_item_index, field, value)}
                />
              ))}
            </div>
            {formError && (
              <p className={styles.formError} role="alert">
                {formError}
              </p>
            )}
            {data.reviewable && open.length > 0 && (
              <div className={orderActions.actions}>
                <button type="submit" className={orderActions.primary} aria-disabled={sending || undefined}>
                  {sending ? 'Enviando...' : open.length > 1 ? 'Enviar avaliações' : 'Enviar avaliação'}
                </button>
                <Link className={orderActions.secondary} to={ordersPath()}>
                  Voltar para meus pedidos
                </Link>
              </div>
            )}
          </form>
        )}
      </section>
    </div>
  );
}
