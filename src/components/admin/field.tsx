import type { ComponentProps, ReactNode } from 'react';

export const inputClass = 'mt-1 block min-h-11 w-full rounded-md border border-neutral-500 bg-white px-3 py-2 text-base';

/** A labelled form field. */
export function Field({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
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
