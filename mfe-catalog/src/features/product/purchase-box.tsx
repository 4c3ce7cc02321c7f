import { useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  USER_TYPE_CUSTOMER,
  addToCart,
  bodyOf,
  cartPath,
  chatStartPath,
  firstErrorPerField,
  formatBRL,
  installmentsShort,
  loginPath,
  refreshCart,
  statusOf,
  storePath,
  type ProductDetail,
  type ProductVariationOption,
} from 'shared-contracts';
import { affiliateCommission } from '../../components/product-card';
import { cx } from 'ui';
import { useAuthState } from '../../lib/use-auth-state';
import screen from '../../components/screen.module.css';
import styles from './purchase-box.module.css';
import { ShippingQuoteBox } from './shipping-quote';

export const ADDED_MESSAGE = 'Produto adicionado ao carrinho.';
export const CUSTOMERS_ONLY = 'Apenas clientes podem comprar.';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'added' }
  | { kind: 'customers-only' }
  | { kind: 'invalid'; messages: string[] }
  | { kind: 'failed' };

function initialOption(options: readonly ProductVariationOption[]): ProductVariationOption | null {
  return options.find((option) => option.stock > 0) ?? null;
}

/** Price, variation, quantity and 'Adicionar ao carrinho' of the product page. */
export function PurchaseBox({ product, affiliate = false }: { product: ProductDetail; affiliate?: boolean }) {
  const auth = useAuthState();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const options = product.variation?.options ?? [];
  const [optionId, setOptionId] = useState<number | null>(() => initialOption(options)?.id ?? null);
  const [quantity, setQuantity] = useState(1);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const option = options.find((candidate) => candidate.id === optionId) ?? null;
  const price = option?.price ?? product.price;
  const original = option ? option.original_price : product.original_price;
  const stock = product.variation ? (option?.stock ?? 0) : product.stock;
  const available = stock > 0;
  const count = Math.min(Math.max(1, quantity), Math.max(1, stock));
  const installmentValue =
    price === product.price
      ? product.max_installments_value
      : Math.round((price / product.max_installments) * 100) / 100;
  const discounted = original !== null && original > price;

  function chooseOption(next: ProductVariationOption) {
    setOptionId(next.id);
    setQuantity((current) => Math.min(Math.max(1, current), Math.max(1, next.stock)));
    setOutcome({ kind: 'idle' });
  }

  async function add() {
    if (outcome.kind === 'sending') return;
    if (!auth.authenticated) {
      void navigate(loginPath(location.pathname + location.search));
      return;
    }
    if (auth.user_type !== USER_TYPE_CUSTOMER) {
      setOutcome({ kind: 'customers-only' });
      return;
    }
    setOutcome({ kind: 'sending' });
    try {
      await addToCart({ product_id: product.id, product_variation_option_id: option?.id ?? null, quantity: count });
      await refreshCart();
      setOutcome({ kind: 'added' });
    } catch (error) {
      if (statusOf(error) === 422) {
        const messages = Object.values(firstErrorPerField(bodyOf(error)));
        setOutcome({
          kind: 'invalid',
          messages: messages.length > 0 ? messages : ['Não foi possível adicionar este produto.'],
        });
      } else {
        setOutcome({ kind: 'failed' });
      }
    }
  }

  return (
    <div className={screen.tightColumn}>
      <div className={styles.prices}>
        {affiliate ? (
          <dl className={styles.affiliate}>
            <div>
              <dt>Comissão de até</dt>
              <dd className={styles.price}>{formatBRL(affiliateCommission({ ...product, price }))}</dd>
            </div>
            <div>
              <dt>Preço máximo do produto</dt>
              <dd className={styles.maxPrice}>{formatBRL(price)}</dd>
            </div>
          </dl>
        ) : (
          <>
            {discounted && original !== null && (
              <p className={styles.original}>
                De <s>{formatBRL(original)}</s>
              </p>
            )}
            <p className={styles.price}>
              {discounted && <span className={styles.por}>Por </span>}
              {formatBRL(price)}
            </p>
            {product.max_installments > 1 && (
              <p className={styles.installments}>{installmentsShort(product.max_installments, installmentValue)}</p>
            )}
          </>
        )}
      </div>

      <p className={styles.seller}>
        Vendido e entregue por{' '}
        <Link className={styles.sellerLink} to={storePath(product.seller.slug)}>
          {product.seller.name}
        </Link>
      </p>

      {product.variation && options.length > 0 && (
        <fieldset className={styles.variation}>
          <legend className={styles.legend}>
            {product.variation.name}: <span className={styles.chosen}>{option?.name ?? 'escolha uma opção'}</span>
          </legend>
          <div className={styles.options}>
            {options.map((candidate) => {
              const soldOut = candidate.stock <= 0;
              return (
                <label
                  key={candidate.id}
                  className={cx(
                    styles.option,
                    candidate.id === optionId && styles.optionChosen,
                    soldOut && styles.soldOut,
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-option`}
                    value={candidate.id}
                    checked={candidate.id === optionId}
                    disabled={soldOut}
                    onChange={() => chooseOption(candidate)}
                  />
                  <span className={styles.optionName}>{candidate.name}</span>
                  {soldOut && <span className={styles.soldOutText}>(esgotado)</span>}
                </label>
              );
            })}
          </div>
        </fieldset>
      )}

      {!affiliate && (
        <>
          {available ? (
            <div className={styles.quantity}>
              <label htmlFor={`${id}-quantity`}>Quantidade</label>
              <div className={styles.stepper}>
                <button
                  type="button"
                  className={styles.step}
                  aria-label="Diminuir quantidade"
                  onClick={() => setQuantity(count - 1)}
                  disabled={count <= 1}
                >
                  −
                </button>
                <input
                  id={`${id}-quantity`}
                  className={styles.count}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={stock}
                  value={count}
                  onChange={(e) => {
                    const value = Number(e.target.value);
                    if (Number.isFinite(value)) setQuantity(Math.trunc(value));
                  }}
                />
                <button
                  type="button"
                  className={styles.step}
                  aria-label="Aumentar quantidade"
                  onClick={() => setQuantity(count + 1)}
                  disabled={count >= stock}
                >
                  +
                </button>
              </div>
              <p className={styles.stock}>{stock === 1 ? 'Último disponível' : `${stock} disponíveis`}</p>
            </div>
          ) : (
            <p className={styles.unavailable}>
              {product.variation ? 'Escolha uma opção disponível.' : 'Produto indisponível no momento.'}
            </p>
          )}

          <button
            type="button"
            className={styles.add}
            onClick={add}
            disabled={!available || outcome.kind === 'sending'}
          >
            {outcome.kind === 'sending' ? 'Adicionando...' : 'Adicionar ao carrinho'}
          </button>
        </>
      )}

      <div className={styles.feedback} aria-live="polite" role="status">
        {outcome.kind === 'added' && (
          <p className={styles.success}>
            {ADDED_MESSAGE}{' '}
            <Link className={styles.cartLink} to={cartPath()}>
              Ir para o carrinho
            </Link>
          </p>
        )}
        {(affiliate || outcome.kind === 'customers-only') && <p className={styles.info}>{CUSTOMERS_ONLY}</p>}
        {outcome.kind === 'invalid' && (
          <ul className={styles.errors}>
            {outcome.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
        {outcome.kind === 'failed' && (
          <p className={styles.error}>Não foi possível adicionar o produto agora. Tente novamente.</p>
        )}
      </div>

      {!affiliate && available && (
        <ShippingQuoteBox productId={product.id} optionId={option?.id ?? null} quantity={count} />
      )}

      {!affiliate && (
        <Link className={styles.chat} to={chatStartPath(product.id)}>
          Conversar com o vendedor
        </Link>
      )}
    </div>
  );
}
