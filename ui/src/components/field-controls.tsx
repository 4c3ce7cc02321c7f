import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { FormField, type FormFieldProps } from './form-field';

/** A field's own props; its look comes from the `FieldLook` around it. */
type FieldProps = Omit<FormFieldProps, 'children' | 'focus' | 'errorClassName'>;

/** Splits a field's own props (label, hint, error) from those of its control. */
function fieldOf<P extends FieldProps>({ id, label, error, hint, optional, className, ...control }: P) {
  return { field: { id, label, error, hint, optional, className }, control };
}

interface TextFieldProps extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  /** The class of the text box itself (`className` is the field's). */
  inputClassName?: string | undefined;
}

/** A `FormField` holding a text box: the field's props make the field, the others go to the input. */
export function TextField({ inputClassName, type = 'text', ...props }: TextFieldProps) {
  const { field, control } = fieldOf(props);
  return (
    <FormField {...field}>
      {(wiring) => <input {...wiring} className={inputClassName} type={type} {...control} />}
    </FormField>
  );
}

/** The person's name as the account holds it (the API takes up to 255 characters). */
export function NameField(props: Omit<TextFieldProps, 'label' | 'autoComplete' | 'maxLength' | 'type'>) {
  return <TextField label="Nome" autoComplete="name" maxLength={255} {...props} />;
}

export interface SelectOption {
  value: string;
  label: ReactNode;
  disabled?: boolean | undefined;
}

interface SelectFieldProps extends FieldProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> {
  /** The first option, with an empty value, that asks for a choice. */
  placeholder: string;
  options: readonly SelectOption[];
  /** The class of the select itself (`className` is the field's). */
  selectClassName?: string | undefined;
}

/** A `FormField` holding a select whose first option asks for a choice. */
export function SelectField({ placeholder, options, selectClassName, ...props }: SelectFieldProps) {
  const { field, control } = fieldOf(props);
  return (
    <FormField {...field}>
      {(wiring) => (
        <select {...wiring} className={selectClassName} {...control}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
