import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cx } from '../lib/class-names';
import styles from '../styles/button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'dangerOutline' | 'quiet';

interface LookProps {
  /** The colours: brand fill, brand outline, danger fill or outline, or a quiet grey outline. */
  variant?: ButtonVariant;
}

/**
 * The classes of a button look: base, colours, ring focus and the busy state (a filled button
 * dims when aria-disabled too, an outlined one only when disabled).
 */
export function buttonClass(variant: ButtonVariant = 'primary', className?: string): string {
  const busy = variant === 'secondary' || variant === 'quiet' ? styles.disabledBusy : styles.busy;
  return cx(styles.button, styles.centered, styles.spaced, styles[variant], styles.ring, busy, className);
}

type ButtonProps = LookProps & ButtonHTMLAttributes<HTMLButtonElement>;

/** A button of the kit; `type` defaults to "button" so it never submits by accident. */
export function Button({ variant, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}

type ButtonLinkProps = LookProps & LinkProps;

/** A link that looks like a button of the kit. */
export function ButtonLink({ variant, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClass(variant, className)} {...props} />;
}

/** The class of an inline link that keeps a 44 px target. */
export const textLinkClass = styles.textLink;
