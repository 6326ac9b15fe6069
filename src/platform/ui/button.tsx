import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/platform/ui/cn';

const VARIANTS = {
  primary: 'bg-primary text-white hover:bg-primary-dark no-underline',
  outline: 'border border-primary text-primary bg-white hover:bg-primary-light no-underline',
  ghost: 'text-primary hover:bg-primary-light no-underline',
  // Deleting or disabling: red, and said in words on the button (never by colour alone).
  destructive: 'bg-error text-white hover:bg-red-800 no-underline',
  destructiveOutline: 'border border-error text-error bg-white hover:bg-red-50 no-underline',
} as const;

type ButtonProps = ComponentProps<'button'> & { variant?: keyof typeof VARIANTS; asChild?: boolean };

export function Button({ variant = 'primary', asChild = false, className, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      className={cn(
        'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60',
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}
