import { useId } from 'react';
import { Link } from 'react-router';
import { addressesPath, type Address } from 'shared-contracts';
import styles from './personal-information.module.css';
import { formatZipCode } from 'shared-contracts/order-format';

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
              <span>
                {address.street}, {address.number}
                {address.complement ? ` - ${address.complement}` : ''}
              </span>
              <span>
                {address.neighborhood}, {address.city_name} - {address.state_name}
              </span>
              <span>CEP {formatZipCode(address.zip_code)}</span>
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
