import type { ComponentProps } from 'react';
import { controlClass, type ControlVariant } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A native select, styled like the other controls: it works without script, in a plain GET form and
 * with a phone's own picker. `placeholder` is a first option with the empty value ("Choose a crop",
 * "All"); `options` follow it, then any `children`.
 */
export function Select({
  options,
  placeholder,
  variant = 'field',
  className,
  children,
  ...props
}: ComponentProps<'select'> & { options?: readonly SelectOption[]; placeholder?: string; variant?: ControlVariant }) {
  return (
    <select {...props} className={controlClass(variant, className)}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options?.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
      {children}
    </select>
  );
}
