import { useId, useRef, useState, type FormEvent } from 'react';
import { bodyOf, changePassword, firstErrorPerField, statusOf } from 'shared-contracts';
import formGrid from 'ui/styles/form-grid.module.css';
import styles from './personal-information.module.css';
import { FormField } from 'ui';
import { SaveActions } from './save-actions';

type Field = 'current_password' | 'password' | 'password_confirmation';
type Values = Record<Field, string>;
type FieldErrors = Partial<Record<Field, string>>;

const FIELDS: readonly Field[] = ['current_password', 'password', 'password_confirmation'];
const EMPTY: Values = { current_password: '', password: '', password_confirmation: '' };

export const PASSWORD_TEXT = {
  changed: 'Senha alterada com sucesso.',
  failed: 'Não foi possível alterar a senha agora. Tente novamente.',
} as const;

const LABELS: Record<Field, string> = {
  current_password: 'Senha atual',
  password: 'Nova senha',
  password_confirmation: 'Confirme a nova senha',
};

const AUTOCOMPLETE: Record<Field, string> = {
  current_password: 'current-password',
  password: 'new-password',
  password_confirmation: 'new-password',
};

function messageOf(body: unknown): string | null {
  const message = (body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message !== '' ? message : null;
}

/** Changes the password; the API ends the user's sessions on other devices. */
export function PasswordForm() {
  const id = useId();
  const headingId = `${id}-heading`;
  const [values, setValues] = useState<Values>(EMPTY);
  const [sending, setSending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setDone(null);
    setFormError(null);
    setFieldErrors({});
    setSending(true);
    try {
      const response = await changePassword(values);
      setValues(EMPTY);
      setDone(messageOf(response) ?? PASSWORD_TEXT.changed);
    } catch (error) {
      const status = statusOf(error);
      const body = bodyOf(error);
      if (status === 422) {
        const all = firstErrorPerField(body);
        const errors: FieldErrors = {};
        for (const field of FIELDS) if (all[field] !== undefined) errors[field] = all[field];
        setFieldErrors(errors);
        const first = FIELDS.find((field) => errors[field] !== undefined);
        if (first) inputs.current[first]?.focus();
        else setFormError(messageOf(body) ?? PASSWORD_TEXT.failed);
      } else if (status === 429) {
        setFormError(messageOf(body) ?? PASSWORD_TEXT.failed);
      } else if (status !== 401) {
        setFormError(PASSWORD_TEXT.failed);
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        Alterar senha
      </h2>
      <p className={styles.lead}>
        Use pelo menos 8 caracteres. Depois da troca, sua conta é desconectada dos outros dispositivos.
      </p>

      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={headingId}>
        {formError && (
          <p className={styles.formError} role="alert">
            {formError}
          </p>
        )}

        <div className={formGrid.grid}>
          {FIELDS.map((field) => (
            <FormField
              key={field}
              id={`${id}-${field}`}
              label={LABELS[field]}
              error={fieldErrors[field]}
              className={field === 'current_password' ? formGrid.full : formGrid.half}
            >
              {(control) => (
                <input
                  {...control}
                  ref={(element) => {
                    inputs.current[field] = element;
                  }}
                  name={field}
                  type="password"
                  autoComplete={AUTOCOMPLETE[field]}
                  value={values[field]}
                  onChange={(e) => {
                    const value = e.target.value;
                    setValues((previous) => ({ ...previous, [field]: value }));
                  }}
                  required
                />
              )}
            </FormField>
          ))}
        </div>

        <SaveActions label="Alterar senha" sendingLabel="Alterando..." sending={sending} done={done} />
      </form>
    </section>
  );
}
