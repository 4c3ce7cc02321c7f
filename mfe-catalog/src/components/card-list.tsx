import type { ReactNode } from 'react';

interface CardListProps<T> {
  items: readonly T[];
  /** The list's grid look. */
  className: string | undefined;
  children: (item: T) => ReactNode;
}

/** A list of cards (posts, stores), one list item each. */
export function CardList<T extends { id: number }>({ items, className, children }: CardListProps<T>) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </ul>
  );
}

/** The same list while its cards load: `count` placeholders, hidden from assistive technology. */
export function CardListSkeleton({
  className,
  card,
  count = 6,
}: {
  className: string | undefined;
  card: ReactNode;
  count?: number;
}) {
  return (
    <ul className={className} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>{card}</li>
      ))}
    </ul>
  );
}
