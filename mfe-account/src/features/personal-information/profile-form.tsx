import { useId, useRef, useState, type FormEvent } from 'react';
import { IMaskInput } from 'react-imask';
import {
  bodyOf,
  bus,
  firstErrorPerField,
  statusOf,
  updateProfile,
  type User,
  type UserResponse,
} from 'shared-contracts';
import { MASKS, digitsOnly, isValidCpf } from 'shared-contracts/forms';
import styles from './personal-information.module.css';
import { FormField } from 'ui';

type Field = 'name' | 'document' | 'phone' | 'cellphone';
type Values = Record<Field, string>;
type FieldErrors = Partial<Record<Field, string>>;

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

/** The errors of the fields this form shows, in the form's order. */
function knownFieldErrors(errors: Record<string, string>): FieldErrors {
  const known: FieldErrors = {};
  for (const field of FIELDS) {
    const message = errors[field];
    if (message !== undefined) known[field] = message;
  }
  return known;
}

interface ProfileFormProps {
  user: User;
  /** The id of the heading that names this form. */
  labelledBy: string;
  onSaved: (response: UserResponse) => void;
}

/** Name, CPF and phones of the signed-in user; the e-mail is shown but cannot be changed here. */
export function ProfileForm({ user, labelledBy, onSaved }: ProfileFormProps) {
  const id = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(user));
  const [sending, setSending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const setField = (field: Field, value: string) => {
    setValues((previous) => (previous[field] === value ? previous : { ...previous, [field]: value }));
  };

  const showErrors = (errors: FieldErrors) => {
    setFieldErrors(errors);
    const first = FIELDS.find((field) => errors[field] !== undefined);
    if (first) inputs.current[first]?.focus();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSaved(false);
    setFormError(null);

    if (!isValidCpf(values.document)) {
      showErrors({ document: PROFILE_TEXT.invalidCpf });
      return;
    }

    setFieldErrors({});
    setSending(true);
    try {
      const response = await updateProfile({ ...values, name: values.name.trim() });
      setValues(valuesOf(response.user));
      setSaved(true);
      // The shell stores the user again, so the header greeting follows the new name.
      bus.emit({ type: 'login-succeeded', response });
      onSaved(response);
    } catch (error) {
      const status = statusOf(error);
      if (status === 422) {
        const errors = knownFieldErrors(firstErrorPerField(bodyOf(error)));
        if (Object.keys(errors).length > 0) showErrors(errors);
        else setFormError(PROFILE_TEXT.failed);
      } else if (status !== 401) {
        // A 401 is handled by the shell (expired session); anything else keeps what was typed.
        setFormError(PROFILE_TEXT.failed);
      }
    } finally {
      setSending(false);
    }
  }

  const fieldId = (field: Field) => `${id}-${field}`;
  const inputRef = (field: Field) => (element: HTMLInputElement | null) => {
    inputs.current[field] = element;
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={labelledBy}>
      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}

      <div className={styles.formGrid}>
        <FormField id={fieldId('name')} label="Nome" error={fieldErrors.name} className={styles.half}>
          {(control) => (
            <input
              {...control}
              ref={inputRef('name')}
              name="name"
              type="text"
              autoComplete="name"
              maxLength={255}
              value={values.name}
              onChange={(e) => setField('name', e.target.value)}
              required
            />
          )}
        </FormField>

        <FormField
          id={`${id}-email`}
          label="E-mail"
          hint="O e-mail de acesso não pode ser alterado."
          className={styles.half}
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

        <FormField id={fieldId('document')} label="CPF" error={fieldErrors.document} className={styles.third}>
          {(control) => (
            <IMaskInput
              {...control}
              inputRef={inputRef('document')}
              mask={MASKS.cpf}
              unmask
              value={values.document}
              onAccept={(value: string) => setField('document', value)}
              name="document"
              type="text"
              inputMode="numeric"
              placeholder="000.000.000-00"
              required
            />
          )}
        </FormField>

        <FormField
          id={fieldId('phone')}
          label={
            <>
              Telefone <span className={styles.optional}>(opcional)</span>
            </>
          }
          error={fieldErrors.phone}
          className={styles.third}
        >
          {(control) => (
            <IMaskInput
              {...control}
              inputRef={inputRef('phone')}
              mask={MASKS.phone}
              unmask
              value={values.phone}
              onAccept={(value: string) => setField('phone', value)}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="(00) 0000-0000"
            />
          )}
        </FormField>

        <FormField id={fieldId('cellphone')} label="Celular" error={fieldErrors.cellphone} className={styles.third}>
          {(control) => (
            <IMaskInput
              {...control}
              inputRef={inputRef('cellphone')}
              mask={MASKS.cellphone}
              unmask
              value={values.cellphone}
              onAccept={(value: string) => setField('cellphone', value)}
              name="cellphone"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="(00) 00000-0000"
              required
            />
          )}
        </FormField>
      </div>

      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={sending}>
          {sending ? 'Salvando...' : 'Salvar alterações'}
        </button>
        <div role="status" aria-live="polite" className={styles.status}>
          {saved && <p className={styles.success}>{PROFILE_TEXT.saved}</p>}
        </div>
      </div>
    </form>
  );
}
