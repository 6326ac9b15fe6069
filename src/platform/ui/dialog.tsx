'use client';

import { AlertDialog as Primitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/platform/ui/cn';
import { Button } from './button';

/*
 * The staff screens' one kind of dialog: Radix's alert dialog (role "alertdialog", focus kept inside,
 * Escape and Cancel close it, focus goes back to what opened it), with the portal, overlay and box
 * written once.
 */
export const AlertDialog = Primitive.Root;
export const AlertDialogTrigger = Primitive.Trigger;
export const AlertDialogCancel = Primitive.Cancel;
/** Wraps a button that closes the dialog when pressed; a button that must keep it open (while saving) goes in bare. */
export const AlertDialogAction = Primitive.Action;

const WIDTHS = { md: 'w-[min(28rem,calc(100vw-2rem))]', lg: 'w-[min(32rem,calc(100vw-2rem))]' } as const;

export function AlertDialogContent({ width = 'md', className, ...props }: ComponentProps<typeof Primitive.Content> & { width?: keyof typeof WIDTHS }) {
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="fixed inset-0 z-50 bg-black/40" />
      <Primitive.Content
        className={cn('fixed top-1/2 left-1/2 z-50 -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl', WIDTHS[width], className)}
        {...props}
      />
    </Primitive.Portal>
  );
}

export function AlertDialogTitle({ className, ...props }: ComponentProps<typeof Primitive.Title>) {
  return <Primitive.Title className={cn('text-lg font-bold', className)} {...props} />;
}

export function AlertDialogDescription({ className, ...props }: ComponentProps<typeof Primitive.Description>) {
  return <Primitive.Description className={cn('mt-2 text-sm', className)} {...props} />;
}

export function AlertDialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mt-6 flex flex-wrap justify-end gap-3', className)} {...props} />;
}

/**
 * A question with Cancel and one confirming button: opened by `trigger`, or controlled with `open` and
 * `onOpenChange`. `children` go between the description and the buttons.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  width,
  cancelDisabled,
  confirm,
}: {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  children?: ReactNode;
  width?: keyof typeof WIDTHS;
  cancelDisabled?: boolean;
  /** The confirming button; inside `AlertDialogAction` when pressing it should also close the dialog. */
  confirm: ReactNode;
}) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent width={width}>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="outline" disabled={cancelDisabled}>
              Cancel
            </Button>
          </AlertDialogCancel>
          {confirm}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
