import { useId, useState, type FormEvent } from 'react';
import { AFFILIATE_SALE_STATUSES, AFFILIATE_SALE_STATUS_LABELS, type AffiliateSaleStatus } from 'shared-contracts';
import styles from './sales.module.css';
import { Button, FormField, FieldLook } from 'ui';

export interface SalesFilterValues {
  status: AffiliateSaleStatus | '';
  from: string;
  to: string;
}

export type SalesFilterErrors = Partial<Record<keyof SalesFilterValues, string>>;

interface SalesFiltersProps {
  initial: SalesFilterValues;
  errors: SalesFilterErrors;
  onApply: (values: SalesFilterValues) => void;
  onClear: () => void;
}

/** Status and period of the sales list; applied with 'Filtrar' (the URL keeps them). */
export function SalesFilters({ initial, errors, onApply, onClear }: SalesFiltersProps) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const filtered = initial.status !== '' || initial.from !== '' || initial.to !== '';
  const set = (patch: Partial<SalesFilterValues>) => setValues((previous) => ({ ...previous, ...patch }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply(values);
  }

  return (
    <form className={styles.filters} onSubmit={submit} aria-label="Filtrar vendas" noValidate>
      <FieldLook focus="ring">
        <FormField id={`${id}-status`} label="Situação" error={errors.status}>
          {(control) => (
            <select
              {...control}
              name="status"
              value={values.status}
              onChange={(event) => set({ status: event.target.value as AffiliateSaleStatus | '' })}
            >
              <option value="">Todas</option>
              {AFFILIATE_SALE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {AFFILIATE_SALE_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-from`} label="De" error={errors.from}>
          {(control) => (
            <input
              {...control}
              name="from"
              type="date"
              value={values.from}
              max={values.to || undefined}
              onChange={(event) => set({ from: event.target.value })}
            />
          )}
        </FormField>
        <FormField id={`${id}-to`} label="Até" error={errors.to}>
          {(control) => (
            <input
              {...control}
              name="to"
              type="date"
              value={values.to}
              min={values.from || undefined}
              onChange={(event) => set({ to: event.target.value })}
            />
          )}
        </FormField>
        <div className={styles.filterActions}>
          <Button type="submit">Filtrar</Button>
          {filtered && (
            <Button variant="quiet" onClick={onClear}>
              Limpar filtros
            </Button>
          )}
        </div>
      </FieldLook>
    </form>
  );
}
