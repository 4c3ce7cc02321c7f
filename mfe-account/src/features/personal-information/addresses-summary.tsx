import { useId } from 'react';
import { Link } from 'react-router';
import { addressesPath, type Address } from 'shared-contracts';
import { AddressLines } from 'ui';
import styles from './personal-information.module.css';

/** The saved delivery addresses, read only; they are edited on the addresses screen. */
export function AddressesSummary({ addresses }: { addresses: readonly Address[] }) {
  const headingId = useId();
  return (
    <section className={`${styles.card} ${styles.aside}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        Meus endereços
      </h2>
      {addresses.length === 0 ? (
        <p className={styles.lead}>Você ainda não tem endereços salvos.</p>
      ) : (
        <ul className={styles.addresses}>
          {addresses.map((address) => (
            <li key={address.id} className={styles.address}>
              <strong>{address.name}</strong>
              <AddressLines address={address} />
            </li>
          ))}
        </ul>
      )}
      <Link className={styles.secondary} to={addressesPath()}>
        Gerenciar endereços
      </Link>
    </section>
  );
}
