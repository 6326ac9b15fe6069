'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/platform/ui/button';
import { FailureNotice, SuccessNotice } from '@/platform/ui/form-feedback';
import { useApiSubmit } from '@/platform/ui/use-api-submit';
import type { DraftPlan } from '@/modules/pagasa/rules/draft-plan';

interface Choice {
  value: string;
  label: string;
}

function Choices({
  legend,
  name,
  choices,
  chosen,
  onChange,
}: {
  legend: string;
  name: string;
  choices: Choice[];
  chosen: string[];
  onChange: (next: string[]) => void;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {choices.map((choice) => (
          <label key={choice.value} className="inline-flex min-h-6 items-center gap-2">
            <input
              type="checkbox"
              name={name}
              value={choice.value}
              checked={chosen.includes(choice.value)}
              onChange={(event) => onChange(event.target.checked ? [...chosen, choice.value] : chosen.filter((value) => value !== choice.value))}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Staff choose which drafts the portal composes when a 10-day or seasonal issue lands. */
export function DraftPlanForm({ plan, crops, provinces }: { plan: DraftPlan; crops: Choice[]; provinces: Choice[] }) {
  const router = useRouter();
  const [draft, setDraft] = useState(plan);
  const { state, submit } = useApiSubmit<{ message: string }>('Saved.');
  return (
    <form
      className="mt-3 space-y-3"
      aria-label="Drafts the portal composes"
      onSubmit={async (event) => {
        event.preventDefault();
        if (await submit('/api/drafts/plan', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(draft) })) router.refresh();
      }}
    >
      <label className="inline-flex min-h-6 items-center gap-2 font-semibold">
        <input type="checkbox" name="enabled" checked={draft.enabled} onChange={(event) => setDraft({ ...draft, enabled: event.target.checked })} />
        Compose drafts when PAGASA&apos;s outlook lands
      </label>
      <Choices legend="Crops" name="crops" choices={crops} chosen={draft.crops} onChange={(next) => setDraft({ ...draft, crops: next })} />
      <Choices
        legend="Languages"
        name="languages"
        choices={[
          { value: 'en', label: 'English' },
          { value: 'tag', label: 'Tagalog' },
        ]}
        chosen={draft.languages}
        onChange={(next) => setDraft({ ...draft, languages: next as DraftPlan['languages'] })}
      />
      <Choices
        legend="Provinces (none ticked: all)"
        name="provinces"
        choices={provinces}
        chosen={draft.provinces}
        onChange={(next) => setDraft({ ...draft, provinces: next })}
      />
      <Button type="submit" disabled={state.status === 'pending'}>
        Save the choice
      </Button>
      {state.status === 'done' ? <SuccessNotice>{state.result.message}</SuccessNotice> : null}
      {state.status === 'failed' ? <FailureNotice failure={state.failure} /> : null}
    </form>
  );
}
