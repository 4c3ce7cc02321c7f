import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  addressesPath,
  affiliatedHomePath,
  chatIndexPath,
  loginPath,
  ordersPath,
  personalInformationPath,
  USER_TYPE_AFFILIATE,
} from 'shared-contracts';
import { cx } from 'ui';
import { ChevronDownIcon, UserIcon } from '../parts/icons';
import { LogoutButton } from './logout-button';
import { useAuth } from '../hooks/use-auth';
import { useDismiss } from '../hooks/use-dismiss';
import styles from './user-menu.module.css';

const CUSTOMER_LINKS = [
  { label: 'Minha Conta', to: personalInformationPath() },
  { label: 'Pedidos', to: ordersPath() },
  { label: 'Meus Endereços', to: addressesPath() },
  { label: 'Chats', to: chatIndexPath() },
] as const;

const AFFILIATE_LINKS = [{ label: 'Painel', to: affiliatedHomePath() }] as const;

function firstName(name: string | undefined): string {
  return name?.trim().split(/\s+/)[0] ?? '';
}

/**
 * The user menu (L-10): guests get 'Entrar'; a signed-in customer or affiliate gets a menu of
 * their pages and 'Sair'.
 */
export function UserMenu() {
  const auth = useAuth();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useDismiss(open, rootRef, (reason) => {
    setOpen(false);
    if (reason === 'escape') triggerRef.current?.focus();
  });

  if (!auth.authenticated) {
    return (
      <Link className={styles.login} to={loginPath()}>
        <UserIcon />
        <span className={styles.label}>Entrar</span>
      </Link>
    );
  }

  const links = auth.user_type === USER_TYPE_AFFILIATE ? AFFILIATE_LINKS : CUSTOMER_LINKS;
  const name = firstName(auth.user?.name);
  const close = () => setOpen(false);

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <UserIcon />
        <span className={styles.label}>{name ? `Olá, ${name}` : 'Minha conta'}</span>
        <span className={styles.chevron}>
          <ChevronDownIcon />
        </span>
      </button>
      <ul id={menuId} className={styles.menu} hidden={!open}>
        {links.map((link) => (
          <li key={link.to}>
            <Link className={styles.item} to={link.to} onClick={close}>
              {link.label}
            </Link>
          </li>
        ))}
        <li className={styles.separator}>
          <LogoutButton className={cx(styles.item, styles.logout)} onDone={close} />
        </li>
      </ul>
    </div>
  );
}
