import { bus } from 'shared-contracts';

/** 'Sair': asks the shell to sign out (it calls the API, clears the state and goes home). */
export function LogoutButton({ className, onDone }: { className?: string; onDone?: () => void }) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        bus.emit({ type: 'logout-requested' });
        onDone?.();
      }}
    >
      Sair
    </button>
  );
}
