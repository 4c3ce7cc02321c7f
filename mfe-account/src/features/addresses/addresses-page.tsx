import { useEffect, useId, useRef, useState } from 'react';
import { ConfirmDialog, visuallyHiddenClass, useServerData, LoadFailed } from 'ui';
import { Link, useLocation, useNavigate } from 'react-router';
import { addressEditPath, bodyOf, deleteAddress, getAddresses, statusOf, type Address } from 'shared-contracts';
import { ADDRESS_LIMITS } from 'shared-contracts/forms';
import screen from 'ui/styles/screen.module.css';
import { AddressCard } from './address-card';
import { ADDRESS_TEXT, streetLine } from './address-text';
import { AddressesSkeleton } from './addresses-skeleton';
import { refreshShellUser } from '../../lib/refresh-shell-user';
import styles from './addresses.module.css';

/** Navigation state the address form leaves when it comes back here after saving. */
export interface AddressesLocationState {
  addressSaved: true;
}

function arrivedAfterSaving(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { addressSaved?: unknown }).addressSaved === true;
}

function messageOf(body: unknown): string | null {
  const message = (body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message !== '' ? message : null;
}

interface Announcement {
  text: string;
  /** A new key makes the live region announce the same text twice in a row. */
  key: number;
}

/** 'Meus endereços': the customer's saved addresses, to add, edit and delete. */
export function AddressesPage() {
  const titleId = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const addresses = useServerData('/api/addresses', getAddresses, { private: true });

  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const [pending, setPending] = useState<Address | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const focusAfterClose = useRef<HTMLElement | null>(null);

  // 'Endereço salvo.' when the form sent us here: announced just after the live region is in the
  // page, and the flag dropped from history so a reload does not say it again.
  const [savedOnArrival] = useState(() => arrivedAfterSaving(location.state));
  useEffect(() => {
    if (!savedOnArrival) return;
    const timer = window.setTimeout(() => setAnnouncement({ text: ADDRESS_TEXT.saved, key: Date.now() }), 100);
    return () => window.clearTimeout(timer);
  }, [savedOnArrival]);

  const hasSavedFlag = arrivedAfterSaving(location.state);
  const { pathname, search } = location;
  useEffect(() => {
    if (hasSavedFlag) navigate({ pathname, search }, { replace: true, state: null });
  }, [hasSavedFlag, navigate, pathname, search]);

  // Focus goes back once the dialog is gone and the page is no longer inert.
  useEffect(() => {
    if (pending !== null || !focusAfterClose.current) return;
    const target = focusAfterClose.current.isConnected ? focusAfterClose.current : heading.current;
    focusAfterClose.current = null;
    target?.focus();
  }, [pending]);

  function askToDelete(address: Address, button: HTMLButtonElement) {
    trigger.current = button;
    setDeleteError(null);
    setPending(address);
  }

  function closeDialog(focusTarget: HTMLElement | null) {
    focusAfterClose.current = focusTarget;
    setPending(null);
    setDeleteError(null);
  }

  function deleted(id: number) {
    // Gone from the server: gone from the list, without reading it again.
    if (addresses.status === 'success') addresses.setData(addresses.data.filter((address) => address.id !== id));
    setAnnouncement({ text: ADDRESS_TEXT.deleted, key: Date.now() });
    // The card and its button are gone: the page heading takes the focus.
    closeDialog(heading.current);
    void refreshShellUser();
  }

  async function confirmDelete() {
    if (!pending || deleting) return;
    const { id } = pending;
    setDeleting(true);
    setDeleteError(null);
    try {
      await deleteAddress(id);
      deleted(id);
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) deleted(id);
      else if (status === 409) setDeleteError(messageOf(bodyOf(error)) ?? ADDRESS_TEXT.deleteFailed);
      else if (status !== 401) setDeleteError(ADDRESS_TEXT.deleteFailed);
    } finally {
      setDeleting(false);
    }
  }

  const inert = pending !== null;
  const atLimit = addresses.status === 'success' && addresses.data.length >= ADDRESS_LIMITS.perUser;

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader} inert={inert}>
        <div className={styles.pageHeading}>
          <h1 id={titleId} ref={heading} tabIndex={-1} className={screen.heading}>
            Meus endereços
          </h1>
          <p className={screen.muted}>Endereços de entrega que você pode escolher no carrinho.</p>
        </div>
        {atLimit ? (
          <p className={styles.note}>{ADDRESS_TEXT.limitReached}</p>
        ) : (
          <Link className={styles.primary} to={addressEditPath('novo')}>
            Adicionar novo endereço
          </Link>
        )}
      </header>

      <div role="status" aria-live="polite" className={screen.live}>
        {announcement && (
          <p key={announcement.key} className={screen.success}>
            {announcement.text}
          </p>
        )}
      </div>

      <section
        className={styles.listSection}
        aria-labelledby={titleId}
        aria-busy={addresses.status === 'loading'}
        inert={inert}
      >
        {addresses.status === 'loading' && (
          <>
            <p className={visuallyHiddenClass}>Carregando seus endereços...</p>
            <AddressesSkeleton />
          </>
        )}

        {addresses.status === 'error' && (
          <LoadFailed onRetry={addresses.refetch} buttonClassName={styles.primary}>
            {ADDRESS_TEXT.loadFailed}
          </LoadFailed>
        )}

        {addresses.status === 'success' && addresses.data.length === 0 && (
          <div className={screen.empty}>
            <p>{ADDRESS_TEXT.empty}</p>
          </div>
        )}

        {addresses.status === 'success' && addresses.data.length > 0 && (
          <ul className={styles.list}>
            {addresses.data.map((address) => (
              <li key={address.id}>
                <AddressCard address={address} onDelete={askToDelete} />
              </li>
            ))}
          </ul>
        )}
      </section>

      {pending && (
        <ConfirmDialog
          title="Excluir este endereço?"
          confirmLabel="Excluir endereço"
          confirmClassName={styles.danger}
          cancelClassName={styles.secondary}
          busyLabel="Excluindo..."
          busy={deleting}
          error={deleteError}
          onConfirm={() => void confirmDelete()}
          onCancel={() => closeDialog(trigger.current)}
        >
          <p>
            O endereço <strong>{pending.name}</strong> ({streetLine(pending)}) será removido da sua conta.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
