import { useEffect, useState } from 'react';
import styles from './confirmation.module.css';

type QrState = { status: 'loading' } | { status: 'ready'; src: string } | { status: 'error' };

/** The Pix QR code, drawn as SVG from the copy-and-paste string (the library loads only here). */
export function PixQrCode({ code, alt }: { code: string; alt: string }) {
  const [state, setState] = useState<QrState>({ status: 'loading' });
  const [shownCode, setShownCode] = useState(code);

  if (shownCode !== code) {
    setShownCode(code);
    setState({ status: 'loading' });
  }

  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qrcode) => qrcode.toString(code, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then(
        (svg) => {
          if (current)
            setState({ status: 'ready', src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
        },
        () => {
          if (current) setState({ status: 'error' });
        },
      );
    return () => {
      current = false;
    };
  }, [code]);

  if (state.status === 'error') {
    return <p className={styles.qrError}>Não foi possível desenhar o QR Code. Use o código Pix copia e cola abaixo.</p>;
  }
  if (state.status === 'loading') return <span className={styles.qrPlaceholder} aria-hidden="true" />;
  return <img className={styles.qr} src={state.src} alt={alt} width={220} height={220} />;
}
