import { Slot } from 'radix-ui';
import { useId, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { cn } from '@/platform/ui/cn';

/**
 * How a form control looks: `field` full width under its label, `code` the same but tall and in a
 * fixed-width font (texts with bullets or HTML), `filter` compact in a row of filters (a GET form of a
 * list), `cell` a bordered box inside a grid cell, `bare` nothing (the caller styles it).
 * `cn` does not resolve Tailwind conflicts, so a caller adds classes a variant does not set (a width,
 * a margin) and picks another variant rather than overriding one.
 */
export type ControlVariant = 'field' | 'code' | 'filter' | 'cell' | 'bare';

const BOX = 'mt-1 block w-full rounded-md border border-neutral-500 bg-white px-3 py-2 aria-invalid:border-error';

const CONTROL: Record<ControlVariant, string> = {
  field: `${BOX} min-h-11 text-base`,
  code: `${BOX} min-h-32 font-mono text-sm`,
  filter: 'mt-1 block min-h-11 rounded-md border border-neutral-500 bg-white px-2 text-sm aria-invalid:border-error',
  cell: 'rounded border border-neutral-500',
  bare: '',
};

export function controlClass(variant: ControlVariant = 'field', className?: string): string {
  return cn(CONTROL[variant], className);
}

type WithVariant<T extends 'input' | 'textarea'> = ComponentProps<T> & { variant?: ControlVariant };

export function Input({ variant = 'field', className, ...props }: WithVariant<'input'>) {
  return <input {...props} className={controlClass(variant, className)} />;
}

export function Textarea({ variant = 'field', className, ...props }: WithVariant<'textarea'>) {
  return <textarea {...props} className={controlClass(variant, className)} />;
}

/**
 * A labelled form control: the label points at the control by id (a wrapping label would make a
 * select's chosen option part of its name), the hint and the error describe it (`aria-describedby`),
 * and an error marks it `aria-invalid`. The one child is the control; Field gives it `id`,
 * `aria-describedby` and `aria-invalid`, so the child sets none of them. The hint is `${id}-hint` and the
 * error `${id}-error`; without `id` one is made with `useId` (works in server components too).
 */
export function Field({
  label,
  hint,
  error,
  id,
  size = 'md',
  className,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
  /** `sm`: a smaller label, for filter rows and compact forms. */
  size?: 'md' | 'sm';
  className?: string;
  children: ReactElement;
}) {
  const madeId = useId();
  const controlId = id ?? madeId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={controlId} className={size === 'sm' ? 'text-sm font-medium' : 'font-medium'}>
        {label}
      </label>
      {hint ? (
        <span id={hintId} className="block text-sm text-neutral-700">
          {hint}
        </span>
      ) : null}
      <Slot.Root id={controlId} aria-describedby={cn(hintId, errorId) || undefined} aria-invalid={error ? true : undefined}>
        {children}
      </Slot.Root>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
