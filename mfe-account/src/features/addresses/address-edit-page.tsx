import { useId } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { addressesPath, cartPath, getAddress, statusOf, type Address } from 'shared-contracts';
import { useServerData } from 'ui';
import screen from 'ui/styles/screen.module.css';
import { AddressForm } from './address-form';
import { AddressFormSkeleton } from './addresses-skeleton';
import type { AddressesLocationState } from './addresses-page';
import { ADDRESS_TEXT } from './address-text';
import { refreshShellUser } from '../../lib/refresh-shell-user';
import { MissingScreen } from '../../components/missing-screen';
import { idFrom } from '../../lib/use-id-param';
import styles from './addresses.module.css';
import { visuallyHiddenClass } from 'ui';

/** The word of the route for a new address (spec §2). */
export const NEW_ADDRESS_ID = 'novo';

/** What the cart reads, from the navigation state or the `endereco` query, after an address is added. */
export interface CartLocationState {
  selectedAddressId: number;
}

/** null for a new address, the id for an existing one, undefined for anything else. */
function parseId(raw: string | undefined): number | null | undefined {
  if (raw === NEW_ADDRESS_ID) return null;
  const id = idFrom(raw);
  return id !== null && Number.isSafeInteger(id) ? id : undefined;
}

const look = { page: styles.page, card: styles.card, heading: screen.heading, link: styles.primary };

function NotFound({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  return (
    <MissingScreen
      title="Endereço não encontrado"
      text="Este endereço não existe ou não pertence à sua conta."
      backTo={backTo}
      backLabel={backLabel}
      look={look}
    />
  );
}

/** `/cliente/enderecos/{id}`: a new address ('novo') or an existing one, back to the list or the cart. */
export function AddressEditPage() {
  const { id: rawId } = useParams();
  const id = parseId(rawId);
  if (id === undefined) return <NotFound backTo={addressesPath()} backLabel="Voltar para meus endereços" />;
  // Keyed by id: another address is a fresh screen, never the previous one's typed values.
  return <AddressEditor key={rawId} id={id} />;
}

function AddressEditor({ id }: { id: number | null }) {
  const titleId = useId();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const toCart = searchParams.get('redirect') === 'cart';
  // A new address (null id) has nothing to load.
  const loaded = useServerData(id === null ? null : ['/api/addresses/:id', id], () => getAddress(id ?? 0), {
    private: true,
  });
  const editing = id === null ? null : loaded.data;
  const backTo = toCart ? cartPath() : addressesPath();

  async function saved(address: Address) {
    // The shell's copy of the user (and its addresses) first, so the next screen sees the new one.
    await refreshShellUser();
    if (toCart) {
      const cartState: CartLocationState = { selectedAddressId: address.id };
      const query = new URLSearchParams({ endereco: String(address.id) });
      navigate(`${cartPath()}?${query.toString()}`, { state: cartState });
    } else {
      const listState: AddressesLocationState = { addressSaved: true };
      navigate(addressesPath(), { state: listState });
    }
  }

  if (loaded.status === 'error' && statusOf(loaded.error) === 404) {
    return <NotFound backTo={backTo} backLabel={toCart ? 'Voltar ao carrinho' : 'Voltar para meus endereços'} />;
  }

  return (
    <div className={`${styles.page} ${styles.formPage}`}>
      <section className={styles.card} aria-labelledby={titleId} aria-busy={id !== null && loaded.status === 'loading'}>
        <h1 id={titleId} className={screen.heading}>
          {id === null ? 'Novo endereço' : 'Editar endereço'}
        </h1>
        <p className={screen.muted}>
          {toCart
            ? 'Depois de salvar, você volta para o carrinho com este endereço escolhido.'
            : 'Informe onde você quer receber suas compras.'}
        </p>

        {id !== null && loaded.status === 'loading' && (
          <>
            <p role="status" className={visuallyHiddenClass}>
              Carregando o endereço...
            </p>
            <AddressFormSkeleton />
          </>
        )}

        {loaded.status === 'error' && (
          <div className={screen.loadError} role="alert">
            <p>{ADDRESS_TEXT.loadOneFailed}</p>
            <div className={styles.formActions}>
              <button type="button" className={styles.primary} onClick={loaded.refetch}>
                Tentar novamente
              </button>
              <Link className={styles.secondary} to={backTo}>
                Voltar
              </Link>
            </div>
          </div>
        )}

        {editing !== undefined && (
          <AddressForm address={editing} labelledBy={titleId} cancelTo={backTo} onSaved={saved} />
        )}
      </section>
    </div>
  );
}
