import { useEffect, useId, useState } from 'react';
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
type Field = (typeof FIELDS)[number];

/**
 * E-mail and password sign-in. The shell stores the user on 'login-succeeded' and its guard then
 * follows the `redirect` query back to where the guest was sent from.
 */
export function LoginPage() {
  const id = useId();
  const { values, bind, setValue, errors, setErrors, formError, setFormError, sending, formRef, submitWith } =
    useForm<Credentials>({ initial: { email: '', password: '', remember: false } });
  const [googleClientId, setGoogleClientId] = useState<string | null>(null);

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

  const errorId = (field: Field) => `${id}-${field}-error`;
  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? errorId(field) : undefined,
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
          <div className={styles.field}>
            <label htmlFor={`${id}-email`}>E-mail</label>
            <input
              {...fieldProps('email')}
              type="email"
              {...bind('email')}
              autoComplete="email"
              inputMode="email"
              required
            />
            {errors.email && (
              <p id={errorId('email')} className={styles.fieldError}>
                {errors.email}
              </p>
            )}
          </div>

          <div className={styles.field}>
            <label htmlFor={`${id}-password`}>Senha</label>
            <input
              {...fieldProps('password')}
              type="password"
              {...bind('password')}
              autoComplete="current-password"
              required
            />
            {errors.password && (
              <p id={errorId('password')} className={styles.fieldError}>
                {errors.password}
              </p>
            )}
          </div>

          <label className={styles.remember}>
            <input
              type="checkbox"
              checked={values.remember}
              onChange={(event) => setValue('remember', event.target.checked)}
            />
            Manter conectado
          </label>

          <button type="submit" className={styles.submit} disabled={sending}>
            {sending ? 'Entrando...' : 'Entrar'}
          </button>
        </form>

        {googleClientId && <GoogleSignIn clientId={googleClientId} onError={setFormError} />}
      </div>
    </div>
  );
}
