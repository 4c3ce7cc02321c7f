import { formatBRL, type CartItem } from 'shared-contracts';
import { VisuallyHidden } from 'ui';
import styles from './cart-page.module.css';

interface CartItemRowProps {
  item: CartItem;
  /** Another cart change is under way: the stepper waits. */
  busy: boolean;
  onChange: (item: CartItem, count: 1 | -1) => void;
}

function MinusIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M5 12h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

function PlusIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * One product of a seller group (C-02): photo, name, variation and option, the quantity stepper
 * (minus works above 0 and going to 0 removes; plus hidden at the maximum), the original price
 * struck through and price × quantity.
 */
export function CartItemRow({ item, busy, onChange }: CartItemRowProps) {
  const { associatedModel: model, attributes } = item;
  const variation =
    attributes.product_variation && attributes.product_variation_option
      ? `${attributes.product_variation.name}: ${attributes.product_variation_option.name}`
      : null;
  const original = model.original_price !== null && model.original_price > item.price ? model.original_price : null;
  const atMaximum = item.max_quantity != null && item.quantity >= item.max_quantity;

  const change = (count: 1 | -1) => {
    if (busy) return;
    if (count === -1 && item.quantity <= 0) return;
    onChange(item, count);
  };

  return (
    <li className={styles.item}>
      <img className={styles.itemPhoto} src={model.photo} alt="" width={80} height={80} loading="lazy" />
      <div className={styles.itemInfo}>
        <p className={styles.itemName}>{item.name}</p>
        {variation && <p className={styles.itemVariation}>{variation}</p>}
        <p className={styles.itemPrice}>
          {original !== null && (
            <>
              <VisuallyHidden>De </VisuallyHidden>
              <s className={styles.originalPrice}>{formatBRL(original)}</s>
              <VisuallyHidden> por </VisuallyHidden>
            </>
          )}
          <span>{formatBRL(item.price)}</span>
          <span className={styles.muted}> cada</span>
        </p>
      </div>
      <div className={styles.itemActions}>
        <div className={styles.stepper} role="group" aria-label={`Quantidade de ${item.name}`}>
          <button
            type="button"
            className={styles.stepperButton}
            aria-label={item.quantity === 1 ? `Remover ${item.name}` : `Diminuir quantidade de ${item.name}`}
            aria-disabled={busy || item.quantity <= 0 ? true : undefined}
            onClick={() => change(-1)}
          >
            <MinusIcon />
          </button>
          <span className={styles.stepperValue} aria-label={`${item.quantity} unidades`}>
            {item.quantity}
          </span>
          {atMaximum ? (
            <span className={styles.stepperSpacer} aria-hidden="true" />
          ) : (
            <button
              type="button"
              className={styles.stepperButton}
              aria-label={`Aumentar quantidade de ${item.name}`}
              aria-disabled={busy ? true : undefined}
              onClick={() => change(1)}
            >
              <PlusIcon />
            </button>
          )}
        </div>
        {atMaximum && <p className={styles.stepperHint}>Quantidade máxima</p>}
        <p className={styles.lineTotal}>
          <VisuallyHidden>Total do item: </VisuallyHidden>
          {formatBRL(item.price * item.quantity)}
        </p>
      </div>
    </li>
  );
}
