import { formatOverride } from 'shared-contracts';
import { clearOverrides, dismissNotice } from './overrides';
import { usePreviewState } from './preview-state';
import { useRemoteRegistry } from './registry';
import styles from './preview-banner.module.css';

const reloadPage = (): void => window.location.reload();

/**
 * Says, on every page, that this browser previews another version of a remote, with the way back
 * ('Voltar à versão publicada'); or why a preview asked for is not in effect.
 */
export function PreviewBanner({ onCleared = reloadPage }: { onCleared?: () => void }) {
  const { previews } = useRemoteRegistry();
  const { active, notice } = usePreviewState(previews);

  const backToPublished = (): void => {
    clearOverrides(previews);
    // The previewed code is already loaded in this page: a fresh load gets the published versions.
    onCleared();
  };

  let content = null;
  if (active.length) {
    content = (
      <section className={styles.banner} aria-label="Pré-visualização de versão">
        <div className={styles.inner}>
          <p className={styles.text}>{`Pré-visualização: ${active.map(formatOverride).join(', ')}`}</p>
          <button type="button" className={styles.button} onClick={backToPublished}>
            Voltar à versão publicada
          </button>
          {notice && <p className={styles.detail}>{notice}</p>}
        </div>
      </section>
    );
  } else if (notice) {
    content = (
      <div className={styles.notice}>
        <div className={styles.inner}>
          <p className={styles.detail}>{notice}</p>
          <button type="button" className={styles.quiet} onClick={() => dismissNotice(previews)}>
            Fechar
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.region} aria-live="polite">
      {content}
    </div>
  );
}
