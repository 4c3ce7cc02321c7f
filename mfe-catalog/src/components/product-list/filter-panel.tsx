import { Suspense, lazy, useId, useState, type FormEvent } from 'react';
import type { NamedOption, SearchResponse } from 'shared-contracts';
import { hasFilters, NO_FILTERS, type ListFilters, type ListQuery } from 'shared-contracts/list-query';
import styles from './filter-panel.module.css';

type Facets = Pick<
  SearchResponse,
  'product_situations' | 'product_types' | 'product_manufacturers' | 'product_categories'
>;

interface FilterPanelProps {
  facets: Facets;
  query: ListQuery;
  onChange: (patch: Partial<ListFilters>) => void;
}

/** The mask library loads only when a list page needs it (not on the home page). */
export const loadCurrencyInput = () => import('./currency-input');
const CurrencyInput = lazy(() => loadCurrencyInput().then((m) => ({ default: m.CurrencyInput })));

/** The field while the mask loads: same box, same label target. */
function PendingInput({ id, name }: { id: string; name: string }) {
  return <input id={id} name={name} className={styles.input} placeholder="R$ 0,00" disabled />;
}

function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

interface CheckboxGroupProps<T extends string | number> {
  legend: string;
  options: readonly { value: T; label: string }[];
  chosen: readonly T[];
  onToggle: (value: T) => void;
}

/** Options shown before 'Mostrar mais'. */
export const VISIBLE_OPTIONS = 6;

function CheckboxGroup<T extends string | number>({ legend, options, chosen, onToggle }: CheckboxGroupProps<T>) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  if (options.length === 0) return null;
  const long = options.length > VISIBLE_OPTIONS;
  // A chosen option stays in sight even when the group is folded.
  const shown =
    long && !expanded
      ? options.filter((option, index) => index < VISIBLE_OPTIONS || chosen.includes(option.value))
      : options;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <ul className={styles.options} id={`${id}-options`}>
        {shown.map((option) => (
          <li key={option.value}>
            <label className={styles.option} htmlFor={`${id}-${option.value}`}>
              <input
                id={`${id}-${option.value}`}
                type="checkbox"
                checked={chosen.includes(option.value)}
                onChange={() => onToggle(option.value)}
              />
              <span>{option.label}</span>
            </label>
          </li>
        ))}
      </ul>
      {long && (
        <button
          type="button"
          className={styles.more}
          aria-expanded={expanded}
          aria-controls={`${id}-options`}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Mostrar menos' : `Mostrar mais (${options.length - VISIBLE_OPTIONS})`}
        </button>
      )}
    </fieldset>
  );
}

const named = (list: readonly NamedOption[]) => list.map((o) => ({ value: o.id, label: o.name }));

/** 'Faixa de preço': two money fields sent as min_price / max_price when applied. */
function PriceRange({
  min,
  max,
  onApply,
}: {
  min: number | null;
  max: number | null;
  onApply: (range: { min_price: number | null; max_price: number | null }) => void;
}) {
  const id = useId();
  const [low, setLow] = useState(min);
  const [high, setHigh] = useState(max);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Typed the wrong way round: the range still means what the person wanted.
    const swap = low !== null && high !== null && low > high;
    onApply({ min_price: swap ? high : low, max_price: swap ? low : high });
  }

  return (
    <form onSubmit={submit}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Faixa de preço</legend>
        <div className={styles.priceFields}>
          <div className={styles.priceField}>
            <label htmlFor={`${id}-min`}>Preço mínimo</label>
            <Suspense fallback={<PendingInput id={`${id}-min`} name="min_price" />}>
              <CurrencyInput id={`${id}-min`} name="min_price" value={min} onChange={setLow} className={styles.input} />
            </Suspense>
          </div>
          <div className={styles.priceField}>
            <label htmlFor={`${id}-max`}>Preço máximo</label>
            <Suspense fallback={<PendingInput id={`${id}-max`} name="max_price" />}>
              <CurrencyInput
                id={`${id}-max`}
                name="max_price"
                value={max}
                onChange={setHigh}
                className={styles.input}
              />
            </Suspense>
          </div>
        </div>
        <button type="submit" className={styles.apply}>
          Aplicar
        </button>
      </fieldset>
    </form>
  );
}

/**
 * The filter panel (P-05): a checkbox group per category group, 'Situação de Produto', 'Tipo',
 * 'Fabricante', and 'Faixa de preço'. Every change is written to the URL by the caller.
 */
export function FilterPanel({ facets, query, onChange }: FilterPanelProps) {
  const situations = Object.entries(facets.product_situations ?? {}).map(([value, label]) => ({ value, label }));
  return (
    <div className={styles.panel}>
      <h2 className={styles.heading}>Filtrar produtos</h2>
      {Object.entries(facets.product_categories ?? {}).map(([group, options]) => (
        <CheckboxGroup
          key={group}
          legend={group}
          options={named(options)}
          chosen={query.product_category_ids}
          onToggle={(value) => onChange({ product_category_ids: toggle(query.product_category_ids, value) })}
        />
      ))}
      <CheckboxGroup
        legend="Situação de Produto"
        options={situations}
        chosen={query.product_situations}
        onToggle={(value) => onChange({ product_situations: toggle(query.product_situations, value) })}
      />
      <CheckboxGroup
        legend="Tipo"
        options={named(facets.product_types ?? [])}
        chosen={query.product_type_ids}
        onToggle={(value) => onChange({ product_type_ids: toggle(query.product_type_ids, value) })}
      />
      <CheckboxGroup
        legend="Fabricante"
        options={named(facets.product_manufacturers ?? [])}
        chosen={query.product_manufacturer_ids}
        onToggle={(value) => onChange({ product_manufacturer_ids: toggle(query.product_manufacturer_ids, value) })}
      />
      <PriceRange
        key={`${query.min_price ?? ''}:${query.max_price ?? ''}`}
        min={query.min_price}
        max={query.max_price}
        onApply={onChange}
      />
      {hasFilters(query) && (
        <button type="button" className={styles.clear} onClick={() => onChange(NO_FILTERS)}>
          Limpar filtros
        </button>
      )}
    </div>
  );
}
