import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { affiliatedMarketPath, searchPath } from 'shared-contracts';
import { cx, VisuallyHidden } from 'ui';
import { SearchIcon } from '../parts/icons';
import styles from './search-form.module.css';
import { isAffiliatedMarketPath } from '../hooks/use-affiliated-market';

interface SearchFormProps {
  /** Runs after the search was submitted (the mobile panel closes itself with it). */
  onSubmitted?: () => void;
  className?: string;
}

/**
 * The search box (L-05): placeholder 'Busca'; submit goes to /busca?search=…, or to the
 * affiliated market with the same search while inside the market.
 */
export function SearchForm({ onSubmitted, className }: SearchFormProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const inputId = useId();
  const [text, setText] = useState(() => new URLSearchParams(location.search).get('search') ?? '');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const search = text.trim();
    void navigate(isAffiliatedMarketPath(location.pathname) ? affiliatedMarketPath(search) : searchPath(search));
    onSubmitted?.();
  }

  return (
    <form role="search" className={cx(styles.form, className)} onSubmit={submit}>
      <label htmlFor={inputId}>
        <VisuallyHidden>Buscar produtos</VisuallyHidden>
      </label>
      <input
        id={inputId}
        className={styles.input}
        type="search"
        name="search"
        placeholder="Busca"
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className={styles.button} aria-label="Buscar">
        <SearchIcon />
      </button>
    </form>
  );
}
