import { useId } from 'react';
import {
  REFUND_LIMITS,
  REFUND_REASONS,
  formatBRL,
  requestRefund,
  type Order,
  type Refund,
  type RefundReason,
} from 'shared-contracts';
import { CARD_BRAND_LABELS, type CardBrand } from 'shared-contracts/forms';
import screen from 'ui/styles/screen.module.css';
import {
  REFUND_TEXT,
  checkRefund,
  serverErrors,
  toInput,
  type RefundDraft,
  type RefundErrors,
  type RefundField,
} from './refund-rules';
import { useForm, visuallyHiddenClass } from 'ui';
import orderActions from '../../components/order-actions.module.css';
import styles from './order-refund.module.css';

function originalLabel(order: Order): string | null {
  const { payment } = order;
  if (payment.method === 'credit_card') {
    const brand = CARD_BRAND_LABELS[payment.brand.toLowerCase() as CardBrand] ?? payment.brand;
    return `Estorno no cartão ${brand} final ${payment.last4}`;
  }
  if (payment.method === 'pix') return 'Pix para a conta que pagou o pedido';
  return null;
}

function unitsText(quantity: number, price: number, left: number): string {
  if (left === 0) return 'Já está em uma devolução';
  const bought = `${quantity} × ${formatBRL(price)}`;
  return left < quantity ? `${bought} · ${left} para devolver` : bought;
}

const describedBy = (...ids: Array<string | false | undefined>): string | undefined =>
  ids.filter(Boolean).join(' ') || undefined;

interface RefundFormProps {
  order: Order;
  /** Units of each item (by index) that can still be returned. */
  remaining: number[];
  onDone: (refund: Refund) => void;
}

/** Items and units, reason, description and how to be refunded. */
export function RefundForm({ order, remaining, onDone }: RefundFormProps) {
  const ids = {
    title: useId(),
    items: useId(),
    reason: useId(),
    description: useId(),
    descriptionHint: useId(),
    method: useId(),
    pixKey: useId(),
    pixHint: useId(),
  };
  const original = originalLabel(order);
  const {
    values: draft,
    setValues: setDraft,
    errors,
    setErrors,
    formError: general,
    sending,
    formRef: form,
    submitWith,
  } = useForm<RefundDraft, RefundErrors>({
    initial: {
      quantities: {},
      reason: '',
      description: '',
      method: original ? '' : 'pix',
      pixKey: '',
    },
    invalidSelector: 'fieldset[data-invalid="true"] input, [aria-invalid="true"]',
  });

  function update(change: Partial<RefundDraft>, clear: RefundField[]) {
    setDraft((previous) => ({ ...previous, ...change }));
    setErrors((previous) => {
      const next = { ...previous };
      for (const field of clear) delete next[field];
      return next;
    });
  }

  function setQuantity(index: number, quantity: number) {
    setDraft((previous) => ({ ...previous, quantities: { ...previous.quantities, [index]: quantity } }));
    setErrors((previous) => {
      const quantityErrors = { ...previous.quantity };
      delete quantityErrors[index];
      return { ...previous, items: undefined, quantity: quantityErrors };
    });
  }

  const submit = submitWith({
    check: checkRefund,
    send: async (values) => onDone(await requestRefund(order.id, toInput(values))),
    rejected: (answer, values) => {
      const mapped = serverErrors(answer, toInput(values));
      const fieldCount = Object.keys(mapped.errors).length;
      return { errors: mapped.errors, message: mapped.general ?? (fieldCount === 0 ? REFUND_TEXT.failed : null) };
    },
    failed: REFUND_TEXT.failed,
  });

  const regret = draft.reason === 'regret';
  const descriptionLength = [...draft.description.trim()].length;

  return (
    <form ref={form} className={styles.form} aria-labelledby={ids.title} noValidate onSubmit={(e) => void submit(e)}>
      <h2 id={ids.title} className={styles.sectionTitle}>
        Dados da devolução
      </h2>

      <fieldset className={styles.fieldset} aria-describedby={errors.items ? ids.items : undefined}>
        <legend className={styles.legend}>Quais produtos você quer devolver?</legend>
        <ul className={styles.items}>
          {order.items.map((item, index) => {
            const left = remaining[index] ?? 0;
            const chosen = (draft.quantities[index] ?? 0) > 0;
            const quantityError = errors.quantity?.[index];
            const quantityId = `${ids.items}-q${index}`;
            return (
              <li key={index} className={styles.itemRow}>
                <input
                  id={`${ids.items}-${index}`}
                  className={styles.checkbox}
                  type="checkbox"
                  checked={chosen}
                  disabled={left === 0}
                  onChange={(event) => setQuantity(index, event.target.checked ? 1 : 0)}
                  aria-invalid={errors.items ? true : undefined}
                />
                <label htmlFor={`${ids.items}-${index}`} className={styles.itemLabel}>
                  <img className={styles.photo} src={item.photo} alt="" width={56} height={56} />
                  <span className={styles.itemName}>{item.name}</span>{' '}
                  <span className={screen.small}>{unitsText(item.quantity, item.price, left)}</span>
                </label>
                {chosen && left > 1 && (
                  <div className={styles.quantity}>
                    <label htmlFor={quantityId}>
                      Quantidade<span className={visuallyHiddenClass}> de {item.name}</span>
                    </label>
                    <select
                      id={quantityId}
                      className={styles.control}
                      value={draft.quantities[index] ?? 1}
                      onChange={(event) => setQuantity(index, Number(event.target.value))}
                      aria-invalid={quantityError ? true : undefined}
                      aria-describedby={quantityError ? `${quantityId}-error` : undefined}
                    >
                      {Array.from({ length: left }, (_, i) => i + 1).map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </select>
                  </div>
                )}
                {quantityError && (
                  <p id={`${quantityId}-error`} className={styles.fieldError}>
                    {quantityError}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
        {errors.items && (
          <p id={ids.items} className={styles.fieldError}>
            {errors.items}
          </p>
        )}
      </fieldset>

      <div className={styles.field}>
        <label htmlFor={`${ids.reason}-input`}>Motivo</label>
        <select
          id={`${ids.reason}-input`}
          className={styles.control}
          value={draft.reason}
          onChange={(event) => update({ reason: event.target.value as RefundReason | '' }, ['reason', 'description'])}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? ids.reason : undefined}
        >
          <option value="">Selecione</option>
          {REFUND_REASONS.map((reason) => (
            <option key={reason.value} value={reason.value}>
              {reason.label}
            </option>
          ))}
        </select>
        {errors.reason && (
          <p id={ids.reason} className={styles.fieldError}>
            {errors.reason}
          </p>
        )}
      </div>

      <div className={styles.field}>
        <label htmlFor={`${ids.description}-input`}>
          Descrição{regret && <span className={styles.optional}> (opcional)</span>}
        </label>
        <textarea
          id={`${ids.description}-input`}
          className={styles.control}
          rows={4}
          value={draft.description}
          onChange={(event) => update({ description: event.target.value }, ['description'])}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy(errors.description && ids.description, ids.descriptionHint)}
        />
        <p id={ids.descriptionHint} className={screen.small}>
          {regret
            ? 'No arrependimento você não precisa explicar o motivo (Código de Defesa do Consumidor, art. 49).'
            : 'Conte o que aconteceu; fotos podem ser pedidas pela loja por e-mail.'}{' '}
          {descriptionLength} de {REFUND_LIMITS.description} caracteres.
        </p>
        {errors.description && (
          <p id={ids.description} className={styles.fieldError}>
            {errors.description}
          </p>
        )}
      </div>

      <fieldset
        className={styles.fieldset}
        aria-describedby={errors.refund_method ? ids.method : undefined}
        data-invalid={errors.refund_method ? true : undefined}
      >
        <legend className={styles.legend}>Como você quer receber o reembolso?</legend>
        {original ? (
          <label className={styles.choice}>
            <input
              type="radio"
              name={ids.method}
              checked={draft.method === 'original'}
              onChange={() => update({ method: 'original' }, ['refund_method', 'pix_key'])}
            />
            {original}
          </label>
        ) : (
          <p className={screen.small}>Pedidos pagos com boleto são reembolsados por Pix.</p>
        )}
        <label className={styles.choice}>
          <input
            type="radio"
            name={ids.method}
            checked={draft.method === 'pix'}
            onChange={() => update({ method: 'pix' }, ['refund_method'])}
          />
          Pix em uma chave que eu informar
        </label>
        {errors.refund_method && (
          <p id={ids.method} className={styles.fieldError}>
            {errors.refund_method}
          </p>
        )}
      </fieldset>

      {draft.method === 'pix' && (
        <div className={styles.field}>
          <label htmlFor={`${ids.pixKey}-input`}>Chave Pix</label>
          <input
            id={`${ids.pixKey}-input`}
            type="text"
            autoComplete="off"
            value={draft.pixKey}
            onChange={(event) => update({ pixKey: event.target.value }, ['pix_key'])}
            aria-invalid={errors.pix_key ? true : undefined}
            aria-describedby={describedBy(errors.pix_key && ids.pixKey, ids.pixHint)}
          />
          <p id={ids.pixHint} className={screen.small}>
            CPF, CNPJ, e-mail, celular ou chave aleatória, em seu nome.
          </p>
          {errors.pix_key && (
            <p id={ids.pixKey} className={styles.fieldError}>
              {errors.pix_key}
            </p>
          )}
        </div>
      )}

      {general && (
        <p className={styles.formError} role="alert">
          {general}
        </p>
      )}

      <div className={orderActions.actions}>
        <button type="submit" className={orderActions.primary} aria-disabled={sending || undefined}>
          {sending ? 'Enviando...' : 'Solicitar devolução'}
        </button>
      </div>
    </form>
  );
}
