import { useId } from 'react';
import { Link } from 'react-router';
import { addressEditPath, type Address } from 'shared-contracts';
import { AddressLines, cx, visuallyHiddenClass, type ServerData } from 'ui';
import { ChoiceError, RadioChoice } from './radio-choice';
import styles from './cart-page.module.css';

interface AddressPickerProps {
  state: ServerData<Address[]>;
  onRetry: () => void;
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** Focus target and error of the group (validation). */
  fieldId: string;
  error: string | undefined;
  busy: boolean;
}

function NamedAddress({ address }: { address: Address }) {
  return (
    <>
      <span className={styles.addressName}>{address.name}</span>
      <AddressLines address={address} />
    </>
  );
}

/** The delivery address: radio cards of the saved addresses and 'Adicionar novo' (C-01). */
export function AddressPicker({ state, onRetry, selectedId, onSelect, fieldId, error, busy }: AddressPickerProps) {
  const titleId = useId();
  const errorId = `${fieldId}-error`;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHeader}>
        <h2 id={titleId} className={styles.sectionTitle}>
          Endereço de entrega
        </h2>
        <Link className={styles.textLink} to={addressEditPath('novo', 'cart')}>
          Adicionar novo
        </Link>
      </div>

      {state.status === 'loading' && (
        <div className={styles.addressGrid} aria-hidden="true">
          <span className={cx(styles.bone, styles.boneAddress)} />
          <span className={cx(styles.bone, styles.boneAddress)} />
        </div>
      )}

      {state.status === 'error' && (
        <div className={styles.inlineError} role="alert">
          <p>Não foi possível carregar seus endereços.</p>
          <button type="button" className={styles.secondaryButton} onClick={onRetry}>
            Tentar novamente
          </button>
        </div>
      )}

      {state.status === 'success' && (
        <fieldset
          id={fieldId}
          tabIndex={-1}
          className={styles.fieldset}
          aria-describedby={error ? errorId : undefined}
          aria-busy={busy}
        >
          <legend className={visuallyHiddenClass}>Escolha o endereço de entrega</legend>
          {state.data.length === 0 ? (
            <p className={styles.muted}>
              Você ainda não tem endereços salvos. Use &lsquo;Adicionar novo&rsquo; para cadastrar onde quer receber.
            </p>
          ) : (
            <div className={styles.addressGrid}>
              {state.data.map((address) => (
                <RadioChoice
                  key={address.id}
                  name="delivery-address"
                  value={address.id}
                  checked={selectedId === address.id}
                  onSelect={() => onSelect(address.id)}
                  className={cx(styles.choice, styles.addressChoice)}
                  checkedClassName={styles.choiceChecked}
                >
                  <span className={styles.choiceBody}>
                    <NamedAddress address={address} />
                  </span>
                </RadioChoice>
              ))}
            </div>
          )}
          <ChoiceError id={errorId} className={styles.fieldError} error={error} />
        </fieldset>
      )}
    </section>
  );
}
