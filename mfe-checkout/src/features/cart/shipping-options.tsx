import { businessDays, formatBRL, type ShippingQuote } from 'shared-contracts';
import { cx } from 'ui';
import { ChoiceError, RadioChoice } from './radio-choice';
import type { QuoteState } from './use-checkout-cart';
import styles from './cart-page.module.css';

interface ShippingOptionsProps {
  sellerId: string;
  sellerName: string;
  quotes: QuoteState;
  selectedHash: string | undefined;
  onSelect: (sellerId: string, hash: string) => void;
  hasAddress: boolean;
  onRetry: () => void;
  fieldId: string;
  error: string | undefined;
  busy: boolean;
}

export const PICKUP_GATEWAY = 'pickup_store';

function QuoteText({ quote }: { quote: ShippingQuote }) {
  if (quote.gateway === PICKUP_GATEWAY) {
    return (
      <>
        <span className={styles.optionTitle}>
          {quote.carrier}
          {quote.shippingServiceName ? ` - ${quote.shippingServiceName}` : ''}
        </span>
        <span>Retire na loja em {businessDays(quote.deliveryTime)} após o pagamento confirmado.</span>
        {quote.address && <span className={styles.muted}>{quote.address}</span>}
      </>
    );
  }
  return (
    <>
      <span className={styles.optionTitle}>
        {quote.carrier} - {quote.shippingServiceName}
      </span>
      <span>Receba em até {businessDays(quote.deliveryTime)} após o pagamento confirmado</span>
    </>
  );
}

/** One seller's delivery options (C-03), the first preselected (C-14). */
export function ShippingOptions({
  sellerId,
  sellerName,
  quotes,
  selectedHash,
  onSelect,
  hasAddress,
  onRetry,
  fieldId,
  error,
  busy,
}: ShippingOptionsProps) {
  const errorId = `${fieldId}-error`;
  const shown = quotes.status === 'ready' ? quotes.quotes : quotes.status === 'loading' ? quotes.previous : undefined;
  const options = shown?.[sellerId] ?? [];

  return (
    <fieldset
      id={fieldId}
      tabIndex={-1}
      className={cx(styles.fieldset, styles.shipping)}
      aria-describedby={error ? errorId : undefined}
      aria-busy={quotes.status === 'loading' || busy}
    >
      <legend className={styles.shippingLegend}>Entrega dos produtos de {sellerName}</legend>

      {(quotes.status === 'idle' || (quotes.status === 'loading' && options.length === 0)) && (
        <div className={styles.optionList} aria-hidden="true">
          <span className={cx(styles.bone, styles.boneOption)} />
          <span className={cx(styles.bone, styles.boneOption)} />
        </div>
      )}

      {quotes.status === 'error' &&
        (hasAddress ? (
          <div className={styles.inlineError}>
            <p>Não foi possível calcular o frete.</p>
            <button type="button" className={styles.secondaryButton} onClick={onRetry}>
              Tentar novamente
            </button>
          </div>
        ) : (
          <p className={styles.muted}>Escolha um endereço de entrega para ver as opções de frete.</p>
        ))}

      {quotes.status === 'ready' && options.length === 0 && (
        <p className={styles.muted}>
          {hasAddress
            ? 'Nenhuma opção de entrega disponível para este endereço.'
            : 'Escolha um endereço de entrega para ver as opções de frete.'}
        </p>
      )}

      {options.length > 0 && (
        <div className={styles.optionList}>
          {options.map((quote) => (
            <RadioChoice
              key={quote.hash}
              name={`shipping-${sellerId}`}
              value={quote.hash}
              checked={selectedHash === quote.hash}
              onSelect={() => onSelect(sellerId, quote.hash)}
              className={cx(styles.choice, styles.optionChoice)}
              checkedClassName={styles.choiceChecked}
            >
              <span className={styles.choiceBody}>
                <QuoteText quote={quote} />
              </span>
              <span className={styles.optionPrice}>
                {quote.gateway === PICKUP_GATEWAY ? 'Grátis' : formatBRL(quote.price)}
              </span>
            </RadioChoice>
          ))}
        </div>
      )}

      <ChoiceError id={errorId} className={styles.fieldError} error={error} />
    </fieldset>
  );
}
