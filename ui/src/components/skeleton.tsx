import type { CSSProperties } from 'react';
import { cx } from '../lib/class-names';
import styles from './skeleton.module.css';
import { visuallyHiddenClass } from './visually-hidden';

interface SkeletonProps {
  /** CSS width (default 100%). */
  width?: string;
  /** CSS height; for text lines use `lines` instead. */
  height?: string;
  /** Aspect ratio of a media box, e.g. '1 / 1'. */
  ratio?: string;
  /** Text lines of the body font's height. */
  lines?: number;
  className?: string;
  /** A pill or a circle (avatars, chips). */
  round?: boolean;
}

/** A grey placeholder sized like the content it stands for, so nothing jumps when it arrives. */
export function Skeleton({ width, height, ratio, lines, className, round }: SkeletonProps) {
  if (lines) {
    return (
      <span className={cx(styles.lines, className)} aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => (
          <span
            key={i}
            className={styles.line}
            style={{ width: i === lines - 1 && lines > 1 ? '60%' : (width ?? '100%') }}
          />
        ))}
      </span>
    );
  }
  const style: CSSProperties = { width: width ?? '100%', height, aspectRatio: ratio };
  return <span className={cx(styles.block, round && styles.round, className)} style={style} aria-hidden="true" />;
}

/** Says once, to screen readers, that the content is on its way. */
export function LoadingNotice({ label = 'Carregando...' }: { label?: string }) {
  return (
    <span role="status" className={visuallyHiddenClass}>
      {label}
    </span>
  );
}
