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
        <PeriodEnd end="from" idPrefix={id} values={values} errors={errors} onChange={set} />
        <PeriodEnd end="to" idPrefix={id} values={values} errors={errors} onChange={set} />
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

interface PeriodEndProps {
  end: 'from' | 'to';
  idPrefix: string;
  values: SalesFilterValues;
  errors: SalesFilterErrors;
  onChange: (patch: Partial<SalesFilterValues>) => void;
}

/** One end of the period: a date field that may not pass the other end. */
function PeriodEnd({ end, idPrefix, values, errors, onChange }: PeriodEndProps) {
  return (
    <FormField id={`${idPrefix}-${end}`} label={end === 'from' ? 'De' : 'Até'} error={errors[end]}>
      {(control) => (
        <input
          {...control}
          name={end}
          type="date"
          value={values[end]}
          min={(end === 'to' && values.from) || undefined}
          max={(end === 'from' && values.to) || undefined}
          onChange={(event) => onChange({ [end]: event.target.value })}
        />
      )}
    </FormField>
  );
}
