import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { cartPath, getAddresses, homePath, type CartItem } from 'shared-contracts';
import { ErrorState, useServerData, visuallyHiddenClass } from 'ui';
import { LiveRegion, useAnnouncer } from '../../components/live-region';
import { AddressPicker } from './address-picker';
import { trackBeginCheckout } from '../../lib/cart-analytics';
import { CartSkeleton } from './cart-skeleton';
import {
  buildOrderData,
  installmentOptions,
  validateCheckout,
  type CardValues,
  type CheckoutField,
  type FieldErrors,
  type FieldProblem,
  type InvoiceValues,
} from './checkout-values';
import { CouponForm } from './coupon-form';
import { loadFraudScript } from '../../lib/fraud-script';
import { InvoiceFields } from './invoice-fields';
import { OrderSummary } from './order-summary';
import { PaymentSection } from './payment-section';
import { SellerGroup } from './seller-group';
import { useCheckoutCart } from './use-checkout-cart';
import { useCheckoutForm } from './use-checkout-form';
import { usePlaceOrder } from './use-place-order';
import styles from './cart-page.module.css';

/** An address asked for by the address editor: its navigation state or `?endereco=<id>`. */
export function requestedAddressId(search: URLSearchParams, state: unknown): number | null {
  const fromState =
    typeof state === 'object' && state !== null ? (state as { selectedAddressId?: unknown }).selectedAddressId : null;
  const raw = fromState ?? search.get('endereco');
  const id = typeof raw === 'number' || typeof raw === 'string' ? Number(raw) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

const CARD_FIELDS: Record<keyof CardValues, CheckoutField | null> = {
  number: 'cardNumber',
  name: 'cardName',
  month: 'cardMonth',
  year: 'cardYear',
  cvv: 'cardCvv',
  installments: null,
};

/** The cart and checkout on one page (spec §2 'Cart page', §4 'Checkout'). */
export function CartPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const idPrefix = useId();
  const formId = `${idPrefix}-checkout`;
  const fieldId = (field: string) => `${idPrefix}-${field}`;
  const [now] = useState(() => new Date());
  const [requested] = useState(() => requestedAddressId(searchParams, location.state));
  const { announcement, announce } = useAnnouncer();

  const checkout = useCheckoutCart({
    requestedAddressId: requested,
    onEmpty: () => void navigate(homePath(), { replace: true }),
    announce,
  });
  const addresses = useServerData('/api/addresses', getAddresses, { private: true });
  const form = useCheckoutForm(now);
  const order = usePlaceOrder();
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const { cart, status } = checkout;

  // The address editor's answer is taken once; the URL then reads plainly /carrinho.
  const forgetRequest = useEffectEvent(() => {
    if (requested !== null && (location.search !== '' || location.state != null)) {
      void navigate(cartPath(), { replace: true, state: null });
    }
  });
  useEffect(() => forgetRequest(), []);

  // begin_checkout and the fraud-prevention script, once the page shows a cart (C-18, C-19).
  const begun = useRef(false);
  useEffect(() => {
    if (status !== 'ready' || begun.current || cart.content.length === 0) return;
    begun.current = true;
    trackBeginCheckout(cart);
    void loadFraudScript();
  }, [status, cart]);

  const errors: FieldErrors = Object.fromEntries(problems.map((p) => [p.field, p.message]));
  const forget = (field: CheckoutField) =>
    setProblems((previous) =>
      previous.some((p) => p.field === field) ? previous.filter((p) => p.field !== field) : previous,
    );

  const installments = installmentOptions(cart);
  const card = installments.some((o) => o.number === form.values.card.installments)
    ? form.values.card
    : { ...form.values.card, installments: 1 };
  const values = { ...form.values, card };

  const setInvoice = (field: keyof InvoiceValues, value: string) => {
    if (form.values.invoice[field] !== value) forget(field);
    form.setInvoice(field, value);
  };
  const setCard = (patch: Partial<CardValues>) => {
    for (const [key, value] of Object.entries(patch) as Array<[keyof CardValues, unknown]>) {
      const field = CARD_FIELDS[key];
      if (field && form.values.card[key] !== value) forget(field);
    }
    form.setCard(patch);
  };
  const selectAddress = (id: number) => {
    forget('address');
    if (id !== checkout.selectedAddressId) void checkout.changeAddress(id);
  };
  const selectShipping = (sellerId: string, hash: string) => {
    forget(`shipping-${sellerId}`);
    if (checkout.selectedShipping[sellerId] !== hash) void checkout.selectShipping(sellerId, hash);
  };
  const changeQuantity = (item: CartItem, count: 1 | -1) => void checkout.changeQuantity(item, count);

  const focusField = (field: CheckoutField) => document.getElementById(fieldId(field))?.focus();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (order.sending) return;
    const found = validateCheckout({
      values,
      selectedAddressId: checkout.selectedAddressId,
      sellers: cart.content.map((group) => group.seller),
      selectedShipping: checkout.selectedShipping,
      now,
    });
    setProblems(found);
    const first = found[0];
    if (first) {
      order.clearError();
      focusField(first.field);
      return;
    }
    void order.placeOrder(buildOrderData(values), {
      address: checkout.selectedAddressId,
      shipping: checkout.selectedShipping,
      total: cart.total,
    });
  }

  const ready = status === 'ready' && cart.content.length > 0;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Carrinho</h1>
      <LiveRegion announcement={announcement} />

      {status === 'loading' && (
        <>
          <p role="status" className={visuallyHiddenClass}>
            Carregando seu carrinho...
          </p>
          <CartSkeleton />
        </>
      )}

      {status === 'error' && (
        <ErrorState
          title="Não foi possível carregar seu carrinho."
          message="Verifique sua conexão e tente novamente."
          onRetry={checkout.retry}
        />
      )}

      {ready && (
        <div className={styles.layout}>
          <div className={styles.main}>
            <AddressPicker
              state={addresses}
              onRetry={addresses.refetch}
              selectedId={checkout.selectedAddressId}
              onSelect={selectAddress}
              fieldId={fieldId('address')}
              error={errors.address}
              busy={checkout.pending?.kind === 'address'}
            />

            <section className={styles.card} aria-labelledby={`${idPrefix}-products`}>
              <h2 id={`${idPrefix}-products`} className={styles.sectionTitle}>
                Produtos e entrega
              </h2>
              {cart.content.map((group) => (
                <SellerGroup
                  key={group.seller.id}
                  group={group}
                  quotes={checkout.quotes}
                  selectedHash={checkout.selectedShipping[String(group.seller.id)]}
                  onSelectShipping={selectShipping}
                  onChangeQuantity={changeQuantity}
                  pending={checkout.pending}
                  hasAddress={checkout.selectedAddressId !== null}
                  onRetryQuotes={() => void checkout.requote()}
                  shippingFieldId={fieldId(`shipping-${group.seller.id}`)}
                  shippingError={errors[`shipping-${group.seller.id}`]}
                />
              ))}
            </section>

            <CouponForm onApplied={checkout.refresh} announce={announce} />

            <form id={formId} className={styles.form} onSubmit={submit} noValidate aria-label="Dados de pagamento">
              <InvoiceFields
                values={values.invoice}
                onChange={setInvoice}
                errors={errors}
                fieldId={(field) => fieldId(field)}
              />
              <PaymentSection
                method={values.method}
                onMethodChange={form.setMethod}
                card={values.card}
                onCardChange={setCard}
                errors={errors}
                fieldId={fieldId}
                installments={installments}
                now={now}
              />
            </form>
          </div>

          <aside className={styles.aside}>
            <OrderSummary
              cart={cart}
              formId={formId}
              sending={order.sending}
              problems={problems}
              submitError={order.error}
              onProblemClick={(problem) => focusField(problem.field)}
            />
          </aside>
        </div>
      )}
    </div>
  );
}
