export function PageHeading({ title, lead }: { title: string; lead?: string }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold text-primary-dark sm:text-3xl">{title}</h1>
      {lead ? <p className="mt-2 max-w-prose text-neutral-700">{lead}</p> : null}
    </div>
  );
}
