import { Link } from 'react-router';
import { createAddress, updateAddress, type Address, type AddressInput } from 'shared-contracts';
import { ADDRESS_LIMITS, digitsOnly } from 'shared-contracts/forms';
import { Form, FormField, SelectField, TextField, errorsOf, useForm, MaskedInput, type FieldErrors } from 'ui';
import { ADDRESS_TEXT } from './address-text';
import { BRAZILIAN_STATES, isUf } from './brazilian-states';
import formGrid from 'ui/styles/form-grid.module.css';
import styles from './addresses.module.css';

type Field = keyof AddressInput;

const STATE_OPTIONS = BRAZILIAN_STATES.map((state) => ({
  value: state.uf,
  label: (
    <>
      {state.name} ({state.uf})
    </>
  ),
}));

export const ADDRESS_FORM_TEXT = {
  name: 'Informe uma identificação para o endereço.',
  zipCode: 'Informe um CEP com 8 dígitos.',
  street: 'Informe a rua.',
  number: 'Informe o número (ou S/N).',
  neighborhood: 'Informe o bairro.',
  city: 'Informe a cidade.',
  state: 'Selecione o estado.',
} as const;

function valuesOf(address: Address | null): AddressInput {
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
function clientErrors(values: AddressInput): FieldErrors<AddressInput> {
  const errors: FieldErrors<AddressInput> = {};
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

function trimmed(values: AddressInput): AddressInput {
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
  const { bindValue, fieldProps, textFieldProps, setErrors, sending, formProps } = useForm<AddressInput>({
    initial: () => valuesOf(address),
  });

  const form = formProps({
    check: clientErrors,
    send: async (values) => {
      setErrors({});
      const input = trimmed(values);
      const saved = address ? await updateAddress(address.id, input) : await createAddress(input);
      await onSaved(saved);
    },
    // A 422 on a field the form does not hold is not shown on one.
    rejected: (answer, values) => {
      const known = errorsOf(answer, Object.keys(values) as Field[]);
      return { errors: known, message: Object.keys(known).length > 0 ? null : ADDRESS_TEXT.saveFailed };
    },
    failed: ADDRESS_TEXT.saveFailed,
  });

  const text = (field: Field, max: number, autoComplete: string) => ({
    ...textFieldProps(field),
    autoComplete,
    maxLength: max,
  });

  return (
    <Form {...form} className={styles.form} labelledBy={labelledBy} focus="outline">
      <div className={formGrid.grid}>
        <TextField
          label="Identificação"
          hint="Por exemplo: Casa, Trabalho."
          className={formGrid.half}
          {...text('name', ADDRESS_LIMITS.name, 'off')}
          required
        />

        <FormField {...fieldProps('zip_code')} label="CEP" className={formGrid.half}>
          {(control) => <MaskedInput {...control} kind="zipCode" {...bindValue('zip_code')} required />}
        </FormField>

        <TextField
          label="Rua"
          className={formGrid.twoThirds}
          {...text('street', ADDRESS_LIMITS.street, 'address-line1')}
          required
        />

        <TextField
          label="Número"
          hint="Sem número? Escreva S/N."
          className={formGrid.third}
          {...text('number', ADDRESS_LIMITS.number, 'off')}
          required
        />

        <TextField
          label="Complemento"
          optional
          className={formGrid.half}
          {...text('complement', ADDRESS_LIMITS.complement, 'address-line2')}
        />

        <TextField
          label="Bairro"
          className={formGrid.half}
          {...text('neighborhood', ADDRESS_LIMITS.neighborhood, 'address-level3')}
          required
        />

        <TextField
          label="Cidade"
          className={formGrid.twoThirds}
          {...text('city_name', ADDRESS_LIMITS.city, 'address-level2')}
          required
        />

        <SelectField
          {...textFieldProps('state_name')}
          label="Estado"
          className={formGrid.third}
          autoComplete="address-level1"
          required
          placeholder="Selecione"
          options={STATE_OPTIONS}
        />
      </div>

      <div className={styles.formActions}>
        <button type="submit" className={styles.primary} aria-disabled={sending || undefined}>
          {sending ? 'Salvando...' : 'Salvar endereço'}
        </button>
        <Link className={styles.secondary} to={cancelTo}>
          Cancelar
        </Link>
      </div>
    </Form>
  );
}
