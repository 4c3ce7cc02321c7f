import { useState } from 'react';
import { bus, updateProfile, type User, type UserResponse } from 'shared-contracts';
import { digitsOnly, isValidCpf } from 'shared-contracts/forms';
import formGrid from 'ui/styles/form-grid.module.css';
import styles from './personal-information.module.css';
import { Form, FormField, MaskedInput, NameField, errorsOf, useForm } from 'ui';
import { SaveActions } from './save-actions';

type Field = 'name' | 'document' | 'phone' | 'cellphone';
type Values = Record<Field, string>;
type FieldErrors = Partial<Record<Field, string>>;

/** The form's fields, in its order (a 422 on any other field is not shown on one). */
const FIELDS: readonly Field[] = ['name', 'document', 'phone', 'cellphone'];

export const PROFILE_TEXT = {
  invalidCpf: 'Informe um CPF válido.',
  saved: 'Dados atualizados com sucesso.',
  failed: 'Não foi possível salvar agora. Tente novamente.',
} as const;

/** The form holds names as typed and numbers as digits; the masks draw the punctuation. */
function valuesOf(user: User): Values {
  return {
    name: user.name ?? '',
    document: digitsOnly(user.document ?? ''),
    phone: digitsOnly(user.phone ?? ''),
    cellphone: digitsOnly(user.cellphone ?? ''),
  };
}

interface ProfileFormProps {
  user: User;
  /** The id of the heading that names this form. */
  labelledBy: string;
  onSaved: (response: UserResponse) => void;
}

/** Name, CPF and phones of the signed-in user; the e-mail is shown but cannot be changed here. */
export function ProfileForm({ user, labelledBy, onSaved }: ProfileFormProps) {
  const {
    setValues,
    bindValue,
    fieldId,
    fieldProps,
    textFieldProps,
    setErrors,
    formError,
    sending,
    formRef,
    submitWith,
  } = useForm<Values, FieldErrors>({ initial: () => valuesOf(user) });
  const [saved, setSaved] = useState(false);

  const submit = submitWith({
    check: (current) => (isValidCpf(current.document) ? {} : { document: PROFILE_TEXT.invalidCpf }),
    send: async (current) => {
      setErrors({});
      const response = await updateProfile({ ...current, name: current.name.trim() });
      setValues(valuesOf(response.user));
      setSaved(true);
      // The shell stores the user again, so the header greeting follows the new name.
      bus.emit({ type: 'login-succeeded', response });
      onSaved(response);
    },
    rejected: (answer) => {
      const known = errorsOf(answer, FIELDS);
      return { errors: known, message: Object.keys(known).length > 0 ? null : PROFILE_TEXT.failed };
    },
    failed: PROFILE_TEXT.failed,
  });

  return (
    <Form
      formRef={formRef}
      className={styles.form}
      onSubmit={(event) => {
        setSaved(false);
        void submit(event);
      }}
      labelledBy={labelledBy}
      error={formError}
    >
      <div className={formGrid.grid}>
        <NameField {...textFieldProps('name')} className={formGrid.half} required />

        <FormField
          id={fieldId('email')}
          label="E-mail"
          hint="O e-mail de acesso não pode ser alterado."
          className={formGrid.half}
        >
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              value={user.email ?? ''}
              readOnly
              className={styles.readOnly}
            />
          )}
        </FormField>

        <FormField {...fieldProps('document')} label="CPF" className={formGrid.third}>
          {(control) => <MaskedInput {...control} kind="cpf" {...bindValue('document')} required />}
        </FormField>

        <FormField {...fieldProps('phone')} label="Telefone" optional className={formGrid.third}>
          {(control) => <MaskedInput {...control} kind="phone" {...bindValue('phone')} />}
        </FormField>

        <FormField {...fieldProps('cellphone')} label="Celular" className={formGrid.third}>
          {(control) => <MaskedInput {...control} kind="cellphone" {...bindValue('cellphone')} required />}
        </FormField>
      </div>

      <SaveActions
        label="Salvar alterações"
        sendingLabel="Salvando..."
        sending={sending}
        done={saved ? PROFILE_TEXT.saved : null}
      />
    </Form>
  );
}
