import type { ComponentProps, ReactNode } from 'react';

export const inputClass = 'mt-1 block min-h-11 w-full rounded-md border border-neutral-500 bg-white px-3 py-2 text-base';

/**
 * A labelled form field. With `htmlFor` the label points at the control by id, so a select's name is
 * its label alone (a wrapping label would add the chosen option to it); the hint is then `${htmlFor}-hint`.
 */
export function Field({ label, hint, htmlFor, children }: { label: string; hint?: string; htmlFor?: string; children: ReactNode }) {
  if (htmlFor) {
    return (
      <div>
        <label htmlFor={htmlFor} className="font-medium">
          {label}
        </label>
        {hint ? (
          <span id={`${htmlFor}-hint`} className="block text-sm text-neutral-700">
            {hint}
          </span>
        ) : null}
        {children}
      </div>
    );
  }
  return (
    <label className="block">
      <span className="font-medium">{label}</span>
      {hint ? <span className="block text-sm text-neutral-700">{hint}</span> : null}
      {children}
    </label>
  );
}

export function TextInput(props: ComponentProps<'input'>) {
  return <input {...props} className={inputClass} />;
}
