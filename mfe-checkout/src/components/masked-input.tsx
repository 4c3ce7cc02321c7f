import { useEffect, useEffectEvent, useRef, useState, type InputHTMLAttributes } from 'react';
import { digitsOnly } from 'shared-contracts/forms';

type Masks = typeof import('react-imask');
type InputMask = ReturnType<Masks['IMask']>;

let masks: Promise<Masks> | null = null;

/** react-imask (with imask), fetched once per page, the first time a masked field is wanted. */
function loadMasks(): Promise<Masks> {
  masks ??= import(/* webpackChunkName: "masks" */ 'react-imask');
  return masks;
}

export interface MaskedInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange'
> {
  /** An imask pattern of digits, such as '000.000.000-00'. */
  mask: string;
  /** The value without the mask's characters (its digits). */
  value: string;
  /** Called with the digits whenever the shopper changes them. */
  onAccept: (value: string) => void;
}

/**
 * A text field masked by react-imask as it is typed, whose mask code is fetched only when the field
 * comes near the viewport or is touched: entering the cart does not pay for the masks of a form
 * below the fold. The field is the same element before and after, so focus and what was typed stay;
 * whatever was typed before the mask arrived is formatted the moment it does.
 */
export function MaskedInput({ mask, value, onAccept, onFocus, onPointerDown, ...props }: MaskedInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const instance = useRef<InputMask | null>(null);
  const accept = useEffectEvent((digits: string) => {
    if (digits !== value) onAccept(digits);
  });
  const currentMask = useEffectEvent(() => mask);
  // Wanted once the field is within 200 px of the viewport (at once where that cannot be told).
  const [wanted, setWanted] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = input.current;
    if (wanted || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setWanted(true), {
      rootMargin: '200px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [wanted]);

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    let attached: InputMask | null = null;
    void loadMasks().then(({ IMask }) => {
      const element = input.current;
      if (!current || !element) return;
      const mask = IMask(element, { mask: currentMask() });
      attached = mask;
      instance.current = mask;
      mask.on('accept', () => accept(mask.unmaskedValue));
      accept(mask.unmaskedValue);
    });
    return () => {
      current = false;
      attached?.destroy();
      instance.current = null;
    };
  }, [wanted]);

  // A mask that depends on the value (the card number's, by brand) follows it.
  useEffect(() => {
    instance.current?.updateOptions({ mask });
  }, [mask]);

  // A value set from outside (filled from the profile, or cleared) reaches the field.
  useEffect(() => {
    const element = input.current;
    if (instance.current) {
      if (instance.current.unmaskedValue !== value) instance.current.unmaskedValue = value;
    } else if (element && digitsOnly(element.value) !== value) {
      element.value = value;
    }
  }, [value]);

  return (
    <input
      {...props}
      ref={input}
      defaultValue={value}
      // Until the mask is attached, the digits typed are the value; then the mask reports them.
      onChange={(event) => instance.current === null && onAccept(digitsOnly(event.currentTarget.value))}
      onFocus={(event) => {
        setWanted(true);
        onFocus?.(event);
      }}
      onPointerDown={(event) => {
        setWanted(true);
        onPointerDown?.(event);
      }}
    />
  );
}
