import { useState } from 'react';
import { bus, http, type UserResponse } from 'shared-contracts';
import styles from './login-page.module.css';

interface CodeClient {
  requestCode(): void;
}

interface GoogleIdentity {
  accounts: {
    oauth2: {
      initCodeClient(options: {
        client_id: string;
        scope: string;
        ux_mode: 'popup';
        callback: (response: { code?: string; error?: string }) => void;
      }): CodeClient;
    };
  };
}

const GIS_URL = 'https://accounts.google.com/gsi/client';
let gis: Promise<GoogleIdentity> | null = null;

function loadGoogleIdentity(): Promise<GoogleIdentity> {
  gis ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GIS_URL;
    script.async = true;
    script.onload = () => {
      const google = (window as { google?: GoogleIdentity }).google;
      if (google) resolve(google);
      else reject(new Error('Google Identity Services did not load'));
    };
    script.onerror = () => reject(new Error('Google Identity Services did not load'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    gis = null;
    throw error;
  });
  return gis;
}

const FAILED = 'Não foi possível entrar com o Google agora. Use seu e-mail e senha.';

/** 'Entrar com Google' by the code flow; shown only when a Google client id is configured. */
export function GoogleSignIn({ clientId, onError }: { clientId: string; onError: (message: string) => void }) {
  const [busy, setBusy] = useState(false);

  async function start() {
    setBusy(true);
    try {
      const google = await loadGoogleIdentity();
      google.accounts.oauth2
        .initCodeClient({
          client_id: clientId,
          scope: 'openid email profile',
          ux_mode: 'popup',
          callback: ({ code }) => {
            if (!code) {
              setBusy(false);
              return;
            }
            http
              .post<UserResponse>('/api/login/google', { code })
              .then(({ data }) => bus.emit({ type: 'login-succeeded', response: data }))
              .catch(() => onError(FAILED))
              .finally(() => setBusy(false));
          },
        })
        .requestCode();
    } catch {
      onError(FAILED);
      setBusy(false);
    }
  }

  return (
    <div className={styles.alternative}>
      <p className={styles.divider}>ou</p>
      <button type="button" className={styles.google} onClick={start} disabled={busy}>
        Entrar com Google
      </button>
    </div>
  );
}
