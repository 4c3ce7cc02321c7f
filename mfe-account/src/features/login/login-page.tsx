import { useEffect, useState, type InputHTMLAttributes } from 'react';
import { bus, bodyOf, getSiteConfig, login, statusOf } from 'shared-contracts';
import { errorsOf, useForm } from 'ui';
import { GoogleSignIn } from './google-sign-in';
import styles from './login-page.module.css';

interface Credentials {
  email: string;
  password: string;
  remember: boolean;
}

const FIELDS = ['email', 'password'] as const;

interface CredentialFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error: string | undefined;
}

/** A required text box of the sign-in form, its label and the message of its error. */
function CredentialField({ id, label, error, ...input }: CredentialFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
        required
      />
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * E-mail and password sign-in. The shell stores the user on 'login-succeeded' and its guard then
 * follows the `redirect` query back to where the guest was sent from.
 */
export function LoginPage() {
  const { values, bind, setValue, fieldProps, setErrors, formError, setFormError, sending, formRef, submitWith } =
    useForm<Credentials>({ initial: { email: '', password: '', remember: false } });
  const [googleClientId, setGoogleClientId] = useState<string | null>(null);
  // Signed in: the button stays 'Entrando...' until the shell leaves this page.
  const [signedIn, setSignedIn] = useState(false);
  const busy = sending || signedIn;

  useEffect(() => {
    let current = true;
    getSiteConfig().then((config) => current && setGoogleClientId(config.googleClientId));
    return () => {
      current = false;
    };
  }, []);

  const submit = submitWith({
    send: async ({ email, password, remember }) => {
      setErrors({});
      try {
        const response = await login({ email: email.trim(), password, remember });
        setSignedIn(true);
        bus.emit({ type: 'login-succeeded', response });
      } catch (error) {
        if (statusOf(error) !== 429) throw error;
        const message = (bodyOf(error) as { message?: unknown } | undefined)?.message;
        setFormError(typeof message === 'string' ? message : 'Muitas tentativas de login. Aguarde um pouco.');
      }
    },
    rejected: (fieldErrors) => ({ errors: errorsOf(fieldErrors, FIELDS), message: null }),
    failed: 'Não foi possível entrar agora. Verifique sua conexão e tente novamente.',
  });

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>Entrar</h1>
        <p className={styles.lead}>Acesse sua conta para comprar, acompanhar pedidos ou ver suas comissões.</p>

        {formError && (
          <p className={styles.formError} role="alert">
            {formError}
          </p>
        )}

        <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <CredentialField
            {...fieldProps('email')}
            label="E-mail"
            type="email"
            {...bind('email')}
            autoComplete="email"
            inputMode="email"
          />
          <CredentialField
            {...fieldProps('password')}
            label="Senha"
            type="password"
            {...bind('password')}
            autoComplete="current-password"
          />

          <label className={styles.remember}>
            <input
              type="checkbox"
              checked={values.remember}
              onChange={(event) => setValue('remember', event.target.checked)}
            />
            Manter conectado
          </label>

          <button type="submit" className={styles.submit} disabled={busy}>
            {busy ? 'Entrando...' : 'Entrar'}
          </button>
        </form>

        {googleClientId && <GoogleSignIn clientId={googleClientId} onError={setFormError} />}
      </div>
    </div>
  );
}
