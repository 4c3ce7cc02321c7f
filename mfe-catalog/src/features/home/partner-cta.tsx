import { Link } from 'react-router';
import page from 'ui/styles/page.module.css';
import styles from './partner-cta.module.css';

export const SELL_PATH = '/venda-seus-produtos';
export const AFFILIATE_PATH = '/seja-um-afiliado';

/** Partner call-to-action (H-02): sell on the marketplace or promote it as an affiliate. */
export function PartnerCta() {
  return (
    <section className={styles.cta} aria-labelledby="partner-cta-title">
      <div className={styles.text}>
        <h2 id="partner-cta-title" className={page.cardTitle}>
          Seja parceiro do Mercado Brasil
        </h2>
        <p className={styles.lead}>
          Venda para clientes de todo o país ou ganhe comissões indicando produtos das nossas lojas.
        </p>
      </div>
      <div className={styles.actions}>
        <Link className={styles.primary} to={SELL_PATH}>
          Quero vender produtos
        </Link>
        <Link className={styles.secondary} to={AFFILIATE_PATH}>
          Quero ser um afiliado
        </Link>
      </div>
    </section>
  );
}
