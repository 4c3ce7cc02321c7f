import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import {
  LAST_CEP_STORAGE_KEY,
  bodyOf,
  businessDays,
  firstErrorPerField,
  formatBRL,
  quoteProductShipping,
  statusOf,
  type ProductShippingQuote,
} from 'shared-contracts';
import styles from './shipping-quote.module.css';

type QuoteState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'ready'; quote: ProductShippingQuote }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed' };

/** '01310100' → '01310-100' as the shopper types. */
export function maskCep(text: string): string {
  const digits = text.replace(/\D+/g, '').slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

function lastCep(): string {
  try {
    return maskCep(localStorage.getItem(LAST_CEP_STORAGE_KEY) ?? '');
  } catch {
    return '';
  }
}

/** The remembered CEP changes only through this screen, which holds its own copy. */
const keepsStill = (): (() => void) => () => undefined;
const noCep = (): string => '';

function rememberCep(cep: string): void {
  try {
    localStorage.setItem(LAST_CEP_STORAGE_KEY, cep);
  } catch {
    // Not remembered; the quote still shows.
  }
}

/**
 * 'Calcular frete' on the product page: carriers, working days, price and store pickup for this
 * product and quantity to a CEP, quoted by the API with the cart's own rules. The last CEP is
 * remembered and quoted again on the next product page.
 */
export function ShippingQuoteBox({
  productId,
  optionId,
  quantity,
}: {
  productId: number;
  optionId: number | null;
  quantity: number;
}) {
  const id = useId();
  // The remembered CEP is this browser's: a server render, and the hydration of it, draw none; the
  // browser's own value follows right after (useSyncExternalStore's server snapshot).
  const kept = useSyncExternalStore(keepsStill, lastCep, noCep);
  const [typed, setCep] = useState<string | null>(null);
  const [chosen, setAsked] = useState<string | null | undefined>(undefined);
  const cep = typed ?? kept;
  const asked = chosen !== undefined ? chosen : kept.length === 9 ? kept : null;
  const [typingError, setTypingError] = useState<string | null>(null);
  // The answer and the request it answers: a new CEP, option or quantity is loading until its own.
  const request = asked === null ? null : `${asked}|${optionId ?? ''}|${quantity}`;
  const [answer, setAnswer] = useState<{ request: string; state: QuoteState } | null>(null);

  useEffect(() => {
    if (asked === null || request === null) return undefined;
    let current = true;
    quoteProductShipping(productId, { zip_code: asked, quantity, option_id: optionId }).then(
      (quote) => {
        if (!current) return;
        rememberCep(asked.replace(/\D+/g, ''));
        setAnswer({ request, state: { kind: 'ready', quote } });
      },
      (error: unknown) => {
        if (!current) return;
        if (statusOf(error) === 422) {
          const messages = Object.values(firstErrorPerField(bodyOf(error)));
          setAnswer({
            request,
            state: { kind: 'invalid', message: messages[0] ?? 'Confira o CEP e tente novamente.' },
          });
        } else setAnswer({ request, state: { kind: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [asked, request, productId, optionId, quantity]);

  const state: QuoteState =
    typingError !== null
      ? { kind: 'invalid', message: typingError }
      : request === null
        ? { kind: 'idle' }
        : answer?.request === request
          ? answer.state
          : { kind: 'loading' };

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (cep.replace(/\D+/g, '').length !== 8) {
      setTypingError('Informe um CEP válido com 8 dígitos.');
      return;
    }
    setTypingError(null);
    setAsked(cep);
  }

  return (
    <section className={styles.box} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        Calcular frete e prazo
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate>
        <label htmlFor={`${id}-cep`} className={styles.label}>
          CEP
        </label>
        <input
          id={`${id}-cep`}
          className={styles.input}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="00000-000"
          value={cep}
          onChange={(event) => setCep(maskCep(event.target.value))}
          aria-invalid={state.kind === 'invalid'}
          aria-describedby={`${id}-result`}
        />
        <button type="submit" className={styles.button} disabled={state.kind === 'loading'}>
          {state.kind === 'loading' ? 'Calculando...' : 'Calcular'}
        </button>
      </form>
      <div id={`${id}-result`} role="status" aria-live="polite">
        {state.kind === 'invalid' && <p className={styles.error}>{state.message}</p>}
        {state.kind === 'failed' && (
          <p className={styles.error}>Não foi possível calcular o frete agora. Tente novamente.</p>
        )}
        {state.kind === 'ready' &&
          (state.quote.options.length === 0 ? (
            <p className={styles.muted}>Nenhuma forma de entrega disponível para este CEP.</p>
          ) : (
            <ul className={styles.options} aria-label={`Entrega para o CEP ${maskCep(state.quote.zip_code)}`}>
              {state.quote.options.map((option) => (
                <li key={`${option.gateway}-${option.shippingServiceName}`} className={styles.option}>
                  <span className={styles.carrier}>
                    {option.gateway === 'pickup_store'
                      ? option.carrier
                      : `${option.carrier} ${option.shippingServiceName}`}
                  </span>
                  <span className={styles.muted}>
                    {option.gateway === 'pickup_store'
                      ? `Retire em ${businessDays(option.deliveryTime)}${option.address ? `: ${option.address}` : ''}`
                      : `Receba em até ${businessDays(option.deliveryTime)}`}
                  </span>
                  <span className={styles.price}>{option.price > 0 ? formatBRL(option.price) : 'Grátis'}</span>
                </li>
              ))}
            </ul>
          ))}
      </div>
    </section>
  );
}
