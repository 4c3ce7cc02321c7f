import { useId, type ReactNode } from 'react';
import { digitsOnly } from 'shared-contracts/forms';
import { formatDigitableLine } from 'shared-contracts/order-format';
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

/** Where a screen puts a payment code's parts (the name, the code, the button). */
type PaymentCodeLook = Pick<CodeToCopyProps, 'labelClassName' | 'codeClassName' | 'buttonClassName'>;

/** A boleto's typeable line: shown in the groups printed on a boleto, copied as its digits. */
export function DigitableLineToCopy({ line, ...look }: PaymentCodeLook & { line: string }) {
  return (
    <CodeToCopy label="Linha digitável" text={digitsOnly(line)} copyLabel="Copiar linha digitável" {...look}>
      {formatDigitableLine(line)}
    </CodeToCopy>
  );
}

/** A Pix copy-and-paste code, shown and copied as it came. */
export function PixCodeToCopy({ code, ...look }: PaymentCodeLook & { code: string }) {
  return (
    <CodeToCopy label="Pix copia e cola" text={code} copyLabel="Copiar código Pix" {...look}>
      {code}
    </CodeToCopy>
  );
}
