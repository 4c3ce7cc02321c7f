import { useId, type ReactNode } from 'react';
import { CopyButton } from './copy-button';

interface CodeToCopyProps {
  /** What the code is ('Linha digitável', 'Pix copia e cola'). */
  label: string;
  /** The code as shown. */
  children: ReactNode;
  /** What the button copies (the digits of a spaced code, say). */
  text: string;
  /** The button's words. */
  copyLabel: string;
  labelClassName?: string | undefined;
  codeClassName?: string | undefined;
  buttonClassName?: string | undefined;
}

/** A code to pay with (a boleto's line, a Pix code): its name, the code, and a button that copies it. */
export function CodeToCopy({
  label,
  children,
  text,
  copyLabel,
  labelClassName,
  codeClassName,
  buttonClassName,
}: CodeToCopyProps) {
  const codeId = useId();
  return (
    <>
      <p className={labelClassName}>{label}</p>
      <code id={codeId} className={codeClassName}>
        {children}
      </code>
      <CopyButton label={copyLabel} text={text} targetId={codeId} buttonClassName={buttonClassName} />
    </>
  );
}
