import { useId } from 'react';
import { Link } from 'react-router';
import { addressEditPath, type Address } from 'shared-contracts';
import { formatZipCode } from 'shared-contracts/order-format';
import { cityLine, streetLine } from './address-text';
import styles from './addresses.module.css';
import { visuallyHiddenClass } from 'ui';

interface AddressCardProps {
  address: Address;
  onDelete: (address: Address, trigger: HTMLButtonElement) => void;
}

/** One saved address with its edit link and delete button. */
export function AddressCard({ address, onDelete }: AddressCardProps) {
  const headingId = useId();
  return (
    <article className={styles.addressCard} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.addressName}>
        {address.name}
      </h2>
      <p className={styles.addressLines}>
        <span>{streetLine(address)}</span>
        <span>{address.neighborhood}</span>
        <span>{cityLine(address)}</span>
        <span>CEP {formatZipCode(address.zip_code)}</span>
      </p>
      <div className={styles.cardActions}>
        <Link className={styles.secondary} to={addressEditPath(address.id)}>
          Editar<span className={visuallyHiddenClass}> endereço {address.name}</span>
        </Link>
        <button
          type="button"
          className={styles.dangerOutline}
          onClick={(event) => onDelete(address, event.currentTarget)}
        >
          Excluir<span className={visuallyHiddenClass}> endereço {address.name}</span>
        </button>
      </div>
    </article>
  );
}
