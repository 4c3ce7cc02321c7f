import { useCallback, useState } from 'react';
import { visuallyHiddenClass } from 'ui';

export interface Announcement {
  message: string;
  /** Changes on every announcement, so the same sentence twice is read twice. */
  id: number;
}

/** What the page says in its polite live region: the result of every action. */
export function useAnnouncer() {
  const [announcement, setAnnouncement] = useState<Announcement>({ message: '', id: 0 });
  const announce = useCallback((message: string) => {
    setAnnouncement((previous) => ({ message, id: previous.id + 1 }));
  }, []);
  return { announcement, announce };
}

/** The polite live region itself: read by screen readers, not shown. */
export function LiveRegion({ announcement }: { announcement: Announcement }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={visuallyHiddenClass}>
      <span key={announcement.id}>{announcement.message}</span>
    </div>
  );
}
