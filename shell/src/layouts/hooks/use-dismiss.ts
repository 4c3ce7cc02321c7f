import { useEffect, useEffectEvent, type RefObject } from 'react';

export type DismissReason = 'escape' | 'outside';

/**
 * While `open`, Escape anywhere and (optionally) a pointer press outside `container` ask to close.
 */
export function useDismiss(
  open: boolean,
  container: RefObject<HTMLElement | null>,
  onDismiss: (reason: DismissReason) => void,
  { outside = true }: { outside?: boolean } = {},
): void {
  const dismiss = useEffectEvent(onDismiss);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') dismiss('escape');
    }
    function onPointerDown(event: PointerEvent) {
      const target = event.target;
      if (target instanceof Node && container.current && !container.current.contains(target)) dismiss('outside');
    }
    document.addEventListener('keydown', onKeyDown);
    if (outside) document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (outside) document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, outside, container]);
}
