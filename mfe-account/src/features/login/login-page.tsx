import { useEffect, useId, useState, type FormEvent } from 'react';
import { bus, firstErrorPerField, bodyOf, getSiteConfig, login, statusOf } from 'shared-contracts';
import { GoogleSignIn } from './google-sign-in';
import styles from './login-page.module.css';

type Field = 'email' | 'password';

/**
 * E-mail and password sign-in. The shell stores the user on 'login-succeeded' and its guard then
 * follows the `redirect` query back to where the guest was sent from.
 */
export function LoginPage() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [sending, setSending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [googleClientId, setGoogleClientId] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    getSiteConfig().then((config) => current && setGoogleClientId(config.googleClientId));
    return () => {
      current = false;
    };
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setFieldErrors({});
    setFormError(null);
    try {
      const response = await login({ email: email.trim(), password, remember });
      bus.emit({ type: 'login-succeeded', response });
    } catch (error) {
      const status = statusOf(error);
      const body = bodyOf(error);
      if (status === 422) {
        setFieldErrors(firstErrorPerField(body));
      } else if (status === 429) {
        const message = (body as { message?: unknown } | undefined)?.message;
        setFormError(typeof message === 'string' ? message : 'Muitas tentativas de login. Aguarde um pouco.');
      } else {
        setFormError('Não foi possível entrar agora. Verifique sua conexão e tente novamente.');
      }
      setSending(false);
    }
  }

  const errorId = (field: Field) => `${id}-${field}-error`;
  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`,
    'aria-invalid': fieldErrors[field] ? true : undefined,
    'aria-describedby': fieldErrors[field] ? errorId(field) : undefined,
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

        <form className={styles.form} onSubmit={submit} noValidate>
          <div className={styles.field}>
            <label htmlFor={`${id}-email`}>E-mail</label>
            <input
              {...fieldProps('email')}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              required
            />
            {fieldErrors.email && (
              <p id={errorId('email')} className={styles.fieldError}>
                {fieldErrors.email}
              </p>
            )}
          </div>

          <div className={styles.field}>
            <label htmlFor={`${id}-password`}>Senha</label>
            <input
              {...fieldProps('password')}
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
            {fieldErrors.password && (
              <p id={errorId('password')} className={styles.fieldError}>
                {fieldErrors.password}
              </p>
            )}
          </div>

          <label className={styles.remember}>
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
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
