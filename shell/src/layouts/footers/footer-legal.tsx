import { COMPANY } from 'shared-contracts';
import paymentBrands from '../../assets/payment-brands.svg';
import { cx } from 'ui';
import styles from './footer-legal.module.css';

export const PAYMENT_BRANDS_ALT = 'Bandeiras aceitas: Visa, Mastercard, American Express, Elo, Hipercard, Boleto e Pix';

/** What both footers show (L-14): the 2022 copyright line, the CNPJ and the card brands. */
export function FooterLegal({ className }: { className?: string }) {
  return (
    <div className={cx(styles.legal, className)}>
      <div className={styles.text}>
        <p>
          © {COMPANY.copyrightYear} {COMPANY.name} Todos os direitos reservados.
        </p>
        <p>CNPJ: {COMPANY.cnpj}</p>
      </div>
      <img
        className={styles.brands}
        src={paymentBrands}
        alt={PAYMENT_BRANDS_ALT}
        width={336}
        height={28}
        loading="lazy"
      />
    </div>
  );
}
