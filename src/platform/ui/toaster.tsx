'use client';

import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Toast } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { cn } from '@/platform/ui/cn';
import { dismissToast, getServerToasts, getToasts, subscribeToasts, type ToastKind } from './toast-store';

// Each kind has its own icon and written label, so colour is never the only cue.
const STYLE: Record<ToastKind, { icon: typeof Info; className: string }> = {
  success: { icon: CircleCheck, className: 'border-success text-success' },
  error: { icon: CircleAlert, className: 'border-error text-error' },
  info: { icon: Info, className: 'border-info text-info' },
  warning: { icon: TriangleAlert, className: 'border-warning text-warning' },
};

export function Toaster() {
  const t = useTranslations('Toast');
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  return (
    <Toast.Provider duration={6000}>
      {toasts.map((toast) => {
        const { icon: Icon, className } = STYLE[toast.kind];
        return (
          <Toast.Root
            key={toast.id}
            type={toast.kind === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => (open ? undefined : dismissToast(toast.id))}
            data-kind={toast.kind}
            className={cn('flex items-start gap-3 rounded-lg border-l-4 bg-white p-3 shadow-lg', className)}
          >
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div className="min-w-0 flex-1 text-neutral-900">
              <Toast.Title className="font-semibold">{t(toast.kind)}</Toast.Title>
              <Toast.Description className="text-sm">{toast.text}</Toast.Description>
            </div>
            <Toast.Close aria-label={t('close')} className="rounded p-1 text-neutral-700 hover:bg-neutral-100">
              <X aria-hidden="true" className="size-4" />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      <Toast.Viewport className="fixed right-0 bottom-0 z-50 flex w-full max-w-sm flex-col gap-2 p-4" />
    </Toast.Provider>
  );
}
