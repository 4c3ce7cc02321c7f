import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { IMaskInput } from 'react-imask';
import { Link } from 'react-router';
import {
  bodyOf,
  createAddress,
  firstErrorPerField,
  statusOf,
  updateAddress,
  type Address,
  type AddressInput,
} from 'shared-contracts';
import { ADDRESS_LIMITS, MASKS, digitsOnly } from 'shared-contracts/forms';
import { ADDRESS_TEXT } from './address-text';
import { BRAZILIAN_STATES, isUf } from './brazilian-states';
import styles from './addresses.module.css';

type Field = keyof AddressInput;
type Values = AddressInput;
type FieldErrors = Partial<Record<Field, string>>;

/** The form's order, used to focus the first field with an error. */
const FIELDS: readonly Field[] = [
  'name',
  'zip_code',
  'street',
  'number',
  'complement',
  'neighborhood',
  'city_name',
  'state_name',
];

export const ADDRESS_FORM_TEXT = {
  name: 'Informe uma identificação para o endereço.',
  zipCode: 'Informe um CEP com 8 dígitos.',
  street: 'Informe a rua.',
  number: 'Informe o número (ou S/N).',
  neighborhood: 'Informe o bairro.',
  city: 'Informe a cidade.',
  state: 'Selecione o estado.',
} as const;

function valuesOf(address: Address | null): Values {
  return {
    name: address?.name ?? '',
    zip_code: digitsOnly(address?.zip_code ?? ''),
    street: address?.street ?? '',
    number: address?.number ?? '',
    complement: address?.complement ?? '',
    neighborhood: address?.neighborhood ?? '',
    city_name: address?.city_name ?? '',
    state_name: address?.state_name ?? '',
  };
}

/** The same required fields and CEP length the API checks, with messages for this form. */
function clientErrors(values: Values): FieldErrors {
  const errors: FieldErrors = {};
  const blank = (value: string) => value.trim() === '';
  if (blank(values.name)) errors.name = ADDRESS_FORM_TEXT.name;
  if (digitsOnly(values.zip_code).length !== 8) errors.zip_code = ADDRESS_FORM_TEXT.zipCode;
  if (blank(values.street)) errors.street = ADDRESS_FORM_TEXT.street;
  if (blank(values.number)) errors.number = ADDRESS_FORM_TEXT.number;
  if (blank(values.neighborhood)) errors.neighborhood = ADDRESS_FORM_TEXT.neighborhood;
  if (blank(values.city_name)) errors.city_name = ADDRESS_FORM_TEXT.city;
  if (!isUf(values.state_name)) errors.state_name = ADDRESS_FORM_TEXT.state;
  return errors;
}

/** The errors of the fields this form shows. */
function knownFieldErrors(errors: Record<string, string>): FieldErrors {
  const known: FieldErrors = {};
  for (const field of FIELDS) {
    const message = errors[field];
    if (message !== undefined) known[field] = message;
  }
  return known;
}

function trimmed(values: Values): AddressInput {
  return {
    name: values.name.trim(),
    zip_code: digitsOnly(values.zip_code),
    street: values.street.trim(),
    number: values.number.trim(),
    complement: values.complement.trim(),
    neighborhood: values.neighborhood.trim(),
    city_name: values.city_name.trim(),
    state_name: values.state_name,
  };
}

interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  id: string;
  label: ReactNode;
  error: string | undefined;
  hint?: string;
  className: string | undefined;
  children: (control: ControlProps) => ReactNode;
}

/** Label, control, optional hint and error, tied together for assistive technology. */
function Field({ id, label, error, hint, className, children }: FieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

interface AddressFormProps {
  /** The address being edited, or null for a new one. */
  address: Address | null;
  /** The id of the heading that names the form. */
  labelledBy: string;
  /** Where 'Cancelar' goes. */
  cancelTo: string;
  onSaved: (address: Address) => void | Promise<void>;
}

/** Label, CEP, street, number, complement, neighbourhood, city and state of one address. */
export function AddressForm({ address, labelledBy, cancelTo, onSaved }: AddressFormProps) {
  const id = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(address));
  const [sending, setSending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const controls = useRef<Partial<Record<Field, HTMLInputElement | HTMLSelectElement | null>>>({});

  const setField = (field: Field, value: string) => {
    setValues((previous) => (previous[field] === value ? previous : { ...previous, [field]: value }));
  };

  const showErrors = (errors: FieldErrors) => {
    setFieldErrors(errors);
    const first = FIELDS.find((field) => errors[field] !== undefined);
    if (first) controls.current[first]?.focus();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setFormError(null);

    const errors = clientErrors(values);
    if (Object.keys(errors).length > 0) {
      showErrors(errors);
      return;
    }

    setFieldErrors({});
    setSending(true);
    try {
      const input = trimmed(values);
      const saved = address ? await updateAddress(address.id, input) : await createAddress(input);
      await onSaved(saved);
    } catch (error) {
      const status = statusOf(error);
      if (status === 422) {
        const serverErrors = knownFieldErrors(firstErrorPerField(bodyOf(error)));
        if (Object.keys(serverErrors).length > 0) showErrors(serverErrors);
        else setFormError(ADDRESS_TEXT.saveFailed);
      } else if (status !== 401) {
        // A 401 is the shell's (expired session); anything else keeps what was typed.
        setFormError(ADDRESS_TEXT.saveFailed);
      }
    } finally {
      setSending(false);
    }
  }

  const fieldId = (field: Field) => `${id}-${field}`;
  const controlRef = (field: Field) => (element: HTMLInputElement | HTMLSelectElement | null) => {
    controls.current[field] = element;
  };
  const text = (field: Field, max: number, autoComplete: string) => ({
    ref: controlRef(field),
    name: field,
    type: 'text',
    autoComplete,
    maxLength: max,
    value: values[field],
    onChange: (event: { target: { value: string } }) => setField(field, event.target.value),
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={labelledBy}>
      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}

      <div className={styles.formGrid}>
        <Field
          id={fieldId('name')}
          label="Identificação"
          hint="Por exemplo: Casa, Trabalho."
          error={fieldErrors.name}
          className={styles.half}
        >
          {(control) => <input {...control} {...text('name', ADDRESS_LIMITS.name, 'off')} required />}
        </Field>

        <Field id={fieldId('zip_code')} label="CEP" error={fieldErrors.zip_code} className={styles.half}>
          {(control) => (
            <IMaskInput
              {...control}
              inputRef={controlRef('zip_code')}
              mask={MASKS.zipCode}
              unmask
              value={values.zip_code}
              onAccept={(value: string) => setField('zip_code', value)}
              name="zip_code"
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              placeholder="00000-000"
              required
            />
          )}
        </Field>

        <Field id={fieldId('street')} label="Rua" error={fieldErrors.street} className={styles.wide}>
          {(control) => <input {...control} {...text('street', ADDRESS_LIMITS.street, 'address-line1')} required />}
        </Field>

        <Field
          id={fieldId('number')}
          label="Número"
          hint="Sem número? Escreva S/N."
          error={fieldErrors.number}
          className={styles.narrow}
        >
          {(control) => <input {...control} {...text('number', ADDRESS_LIMITS.number, 'off')} required />}
        </Field>

        <Field
          id={fieldId('complement')}
          label={
            <>
              Complemento <span className={styles.optional}>(opcional)</span>
            </>
          }
          error={fieldErrors.complement}
          className={styles.half}
        >
          {(control) => <input {...control} {...text('complement', ADDRESS_LIMITS.complement, 'address-line2')} />}
        </Field>

        <Field id={fieldId('neighborhood')} label="Bairro" error={fieldErrors.neighborhood} className={styles.half}>
          {(control) => (
            <input {...control} {...text('neighborhood', ADDRESS_LIMITS.neighborhood, 'address-level3')} required />
          )}
        </Field>

        <Field id={fieldId('city_name')} label="Cidade" error={fieldErrors.city_name} className={styles.wide}>
          {(control) => <input {...control} {...text('city_name', ADDRESS_LIMITS.city, 'address-level2')} required />}
        </Field>

        <Field id={fieldId('state_name')} label="Estado" error={fieldErrors.state_name} className={styles.narrow}>
          {(control) => (
            <select
              {...control}
              ref={controlRef('state_name')}
              name="state_name"
              autoComplete="address-level1"
              value={values.state_name}
              onChange={(event) => setField('state_name', event.target.value)}
              required
            >
              <option value="">Selecione</option>
              {BRAZILIAN_STATES.map((state) => (
                <option key={state.uf} value={state.uf}>
                  {state.name} ({state.uf})
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>

      <div className={styles.formActions}>
        <button type="submit" className={styles.primary} aria-disabled={sending || undefined}>
          {sending ? 'Salvando...' : 'Salvar endereço'}
        </button>
        <Link className={styles.secondary} to={cancelTo}>
          Cancelar
        </Link>
      </div>
    </form>
  );
}
