import { FooterLegal } from './footer-legal';
import styles from './minimal-footer.module.css';

/** The footer of cart and login (L-01, L-14). */
export function MinimalFooter() {
  return (
    <footer className={styles.footer}>
      <FooterLegal />
    </footer>
  );
}
