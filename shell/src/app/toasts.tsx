import { useEffect, useState } from 'react';
import { TOAST_DURATION_MS, bus, type BusEventOf } from 'shared-contracts';
import styles from './toasts.module.css';

type Toast = BusEventOf<'toast'> & { id: number };

let nextId = 1;

/** Messages any app emits as 'toast' events, announced politely and gone after 5 s. */
export function Toasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const subscription = bus.on('toast').subscribe((event) => {
      const toast = { ...event, id: nextId++ };
      setToasts((list) => [...list, toast]);
      const timer = setTimeout(() => {
        timers.delete(timer);
        setToasts((list) => list.filter((t) => t.id !== toast.id));
      }, TOAST_DURATION_MS);
      timers.add(timer);
    });
    return () => {
      subscription.unsubscribe();
      timers.forEach(clearTimeout);
    };
  }, []);

  return (
    <div className={styles.region} aria-live="polite" role="status">
      {toasts.map((toast) => (
        <p key={toast.id} className={`${styles.toast} ${styles[toast.kind] ?? ''}`}>
          {toast.message}
        </p>
      ))}
    </div>
  );
}
