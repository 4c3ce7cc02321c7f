import { CARD_BRAND_LABELS, cardNumberMask, type CardBrand } from 'shared-contracts/forms';
import { cx } from 'ui';
import styles from './card-preview.module.css';

interface CardPreviewProps {
  brand: CardBrand;
  /** Digits typed so far. */
  number: string;
  name: string;
  month: string;
  year: string;
  cvv: string;
  /** The back (with the CVV) faces the shopper while the CVV field has focus. */
  side: 'front' | 'back';
}

const PLACEHOLDER = '•';

/** The number as typed, in the brand's groups, with placeholders for the digits still to come. */
export function previewNumber(digits: string): string {
  let next = 0;
  return [...cardNumberMask(digits)]
    .map((slot) => {
      if (slot !== '0') return slot;
      const digit = digits[next];
      next += 1;
      return digit ?? PLACEHOLDER;
    })
    .join('');
}

export function previewExpiry(month: string, year: string): string {
  return `${month || 'MM'}/${year ? year.slice(-2) : 'AA'}`;
}

/** A live picture of the card being typed (C-07, C-09). Decorative: the form says it all. */
export function CardPreview({ brand, number, name, month, year, cvv, side }: CardPreviewProps) {
  const brandLabel = brand === 'unknown' ? '' : CARD_BRAND_LABELS[brand];
  return (
    <div
      className={cx(styles.scene, side === 'back' && styles.flipped)}
      role="img"
      aria-label={side === 'back' ? 'Verso do cartão' : `Frente do cartão${brandLabel ? ` ${brandLabel}` : ''}`}
      data-side={side}
      data-brand={brand}
    >
      <div className={styles.card}>
        <div className={cx(styles.face, styles.front)}>
          <div className={styles.top}>
            <span className={styles.chip} />
            <span className={styles.brand}>{brandLabel}</span>
          </div>
          <span className={styles.number} data-part="number">
            {previewNumber(number)}
          </span>
          <div className={styles.bottom}>
            <span className={styles.holder}>
              <span className={styles.caption}>Nome do titular</span>
              <span className={styles.value} data-part="name">
                {name.trim() ? name.toUpperCase() : 'NOME IMPRESSO NO CARTÃO'}
              </span>
            </span>
            <span className={styles.expiry}>
              <span className={styles.caption}>Validade</span>
              <span className={styles.value} data-part="expiry">
                {previewExpiry(month, year)}
              </span>
            </span>
          </div>
        </div>
        <div className={cx(styles.face, styles.back)}>
          <span className={styles.stripe} />
          <div className={styles.signature}>
            <span className={styles.caption}>CVV</span>
            <span className={styles.cvv} data-part="cvv">
              {cvv || PLACEHOLDER.repeat(brand === 'amex' ? 4 : 3)}
            </span>
          </div>
          <span className={styles.backBrand}>{brandLabel}</span>
        </div>
      </div>
    </div>
  );
}
