import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { blogPath, categoriesQuery, categoryPath, COMPANY, storeListPath } from 'shared-contracts';
import { FooterLegal } from './footer-legal';
import styles from './full-footer.module.css';
import { FacebookIcon, InstagramIcon, LinkedInIcon } from './icons';
import { LogoLink } from './logo';
import { BECOME_AFFILIATE_PATH, HELP_CENTER_PATH } from './top-bar';
import { NewTabNotice } from './new-tab-notice';
import { useServerData, VisuallyHidden } from 'ui';

/** The company column (L-13), with 'sell products' and 'become an affiliate' wired (L-15). */
const COMPANY_LINKS = [
  { label: 'Sobre nós', to: '/sobre' },
  { label: 'Lojas', to: storeListPath() },
  { label: 'Blog', to: blogPath() },
  { label: 'Central de ajuda', to: HELP_CENTER_PATH },
  { label: 'Política de privacidade', to: '/politica-de-privacidade' },
  { label: 'Termos de uso', to: '/termos-de-uso' },
  { label: 'Venda seus produtos', to: '/venda-seus-produtos' },
  { label: 'Seja um afiliado', to: BECOME_AFFILIATE_PATH },
] as const;

const SOCIAL_LINKS = [
  { label: 'Instagram', href: COMPANY.social.instagram, icon: <InstagramIcon /> },
  { label: 'Facebook', href: COMPANY.social.facebook, icon: <FacebookIcon /> },
  { label: 'LinkedIn', href: COMPANY.social.linkedin, icon: <LinkedInIcon /> },
] as const;

function Column({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
    </nav>
  );
}

/** The full footer (L-13, L-14, L-15). */
export function FullFooter() {
  const categories = useServerData(...categoriesQuery).data ?? [];
  const socialHeadingId = useId();

  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <div className={styles.about}>
          <LogoLink inverse />
          <p className={styles.tagline}>Produtos de lojas de todo o Brasil, com compra segura e entrega para você.</p>
        </div>
        <Column title="Categorias">
          <ul className={styles.list}>
            {categories.map(({ category }) => (
              <li key={category.slug}>
                <Link className={styles.link} to={categoryPath(category.slug)}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </Column>
        <Column title="Institucional">
          <ul className={styles.list}>
            {COMPANY_LINKS.map((link) => (
              <li key={link.to}>
                <Link className={styles.link} to={link.to}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </Column>
        <section aria-labelledby={socialHeadingId}>
          <h2 id={socialHeadingId} className={styles.heading}>
            Siga-nos
          </h2>
          <ul className={styles.social}>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.label}>
                <a className={styles.socialLink} href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.icon}
                  <VisuallyHidden>
                    {link.label}
                    <NewTabNotice />
                  </VisuallyHidden>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <FooterLegal className={styles.legal} />
    </footer>
  );
}
