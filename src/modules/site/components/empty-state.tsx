import { Inbox } from 'lucide-react';

export function EmptyState({ title, text }: { title: string; text?: string }) {
  return (
    <div role="status" className="flex items-start gap-3 rounded-lg border border-dashed border-neutral-400 bg-pale p-4">
      <Inbox aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-neutral-600" />
      <div>
        <p className="font-medium">{title}</p>
        {text ? <p className="text-sm text-neutral-700">{text}</p> : null}
      </div>
    </div>
  );
}
