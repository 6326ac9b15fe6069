'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/platform/ui/button';
import { Field, Input, Textarea } from '@/platform/ui/field';
import { Select } from '@/platform/ui/select';
import { GENERAL_STAGE } from '@/modules/recommendations/rules/recommendation-input';
import { RECOMMENDATIONS_CONTRACT } from '@/modules/recommendations/rules/recommendations-contract';
import { RISK_LABELS, type RecommendationType } from '@/modules/recommendations/rules/recommendation-types';
import { FailureNotice } from '@/platform/ui/form-feedback';
import { useOperation } from '@/platform/ui/use-operation';

export interface RecommendationFormValues {
  type: RecommendationType;
  crop: string;
  stage: string;
  farmOperation: string;
  trigger: string;
  risk: string;
  impactEn: string;
  impactTl: string;
  practiceEn: string;
  practiceTl: string;
  sms: string;
}

const LABELS = {
  type: 'Type',
  crop: 'Crop',
  stage: 'Crop stage',
  farmOperation: 'Farm operation',
  trigger: 'Forecast',
  risk: 'Risk',
  impactEn: 'Impact (English)',
  impactTl: 'Impact (Tagalog)',
  practiceEn: 'Practice (English)',
  practiceTl: 'Practice (Tagalog)',
  sms: 'SMS text',
};

interface Options {
  crops: { key: string; name: string; stages: { code: string; label: string }[] }[];
  triggers: Record<RecommendationType, { value: string; label: string }[]>;
  risks: { value: string; label: string }[];
}

/**
 * Adds or edits one recommendation, English and Tagalog side by side. Texts may be lines with ● • -
 * bullets or HTML; the server keeps only ol ul li p strong b em i br.
 */
export function RecommendationForm({ id, initial, options }: { id: number | null; initial: RecommendationFormValues; options: Options }) {
  const router = useRouter();
  const [values, setValues] = useState(initial);
  const saving = useOperation(
    id ? RECOMMENDATIONS_CONTRACT.update : RECOMMENDATIONS_CONTRACT.create,
    id ? 'The recommendation was saved.' : 'The recommendation was added.',
    LABELS,
  );
  const { state, fieldError } = saving;
  const crop = options.crops.find((c) => c.key === values.crop) ?? options.crops[0]!;
  const set = (field: keyof RecommendationFormValues) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The risk select offers only the contract's labels; '' is "none given".
    const risk = RISK_LABELS.find((label) => label === values.risk) ?? null;
    const answer = await saving.send({ ...values, trigger: values.trigger || null, risk, sms: values.sms.trim() || null }, id ? { id } : undefined);
    if (answer) router.push(`/admin/recommendations?saved=${answer.recommendation.id}`);
  }

  const missingTagalog = values.practiceTl.trim() === '' || (values.impactEn.trim() !== '' && values.impactTl.trim() === '');

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field id="rec-type" error={fieldError('type')} label="Type">
          <Select
            value={values.type}
            onChange={(e) => setValues((v) => ({ ...v, type: e.target.value as RecommendationType, trigger: '' }))}
            options={[
              { value: 'seasonal', label: 'Seasonal' },
              { value: 'tenday', label: '10-day' },
              { value: 'special', label: 'Special (tropical cyclone)' },
            ]}
          />
        </Field>
        <Field id="rec-crop" error={fieldError('crop')} label="Crop">
          <Select
            value={values.crop}
            onChange={(e) => setValues((v) => ({ ...v, crop: e.target.value, stage: v.stage === GENERAL_STAGE ? GENERAL_STAGE : '' }))}
            options={options.crops.map((c) => ({ value: c.key, label: c.name }))}
          />
        </Field>
        <Field
          id="rec-stage"
          error={fieldError('stage')}
          label="Crop stage"
          hint="General: advice for the forecast whatever the stage, shown when no stage is active and under every cyclone signal."
        >
          <Select
            value={values.stage}
            onChange={set('stage')}
            required
            placeholder="Choose a stage"
            options={[{ value: GENERAL_STAGE, label: 'General (all stages)' }, ...crop.stages.map((s) => ({ value: s.code, label: `${s.label} (${s.code})` }))]}
          />
        </Field>
        <Field id="rec-operation" error={fieldError('farmOperation')} label="Farm operation">
          <Input value={values.farmOperation} onChange={set('farmOperation')} required maxLength={200} />
        </Field>
        <Field
          id="rec-trigger"
          error={fieldError('trigger')}
          label={values.type === 'special' ? 'Wind signal' : values.type === 'tenday' ? 'Rainfall class' : 'Forecast (seasonal condition)'}
        >
          <Select value={values.trigger} onChange={set('trigger')} placeholder="Any forecast" options={options.triggers[values.type]} />
        </Field>
        <Field id="rec-risk" error={fieldError('risk')} label="Risk">
          <Select value={values.risk} onChange={set('risk')} placeholder="None given" options={options.risks} />
        </Field>
      </div>
      {missingTagalog ? (
        <p role="note" className="rounded-md border border-warning bg-amber-50 p-3 text-sm font-medium">
          Warning: the Tagalog text is missing. Tagalog pages and bulletins will show the English text instead.
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <Field id="rec-impact-en" error={fieldError('impactEn')} label="Impact (English)">
          <Textarea value={values.impactEn} onChange={set('impactEn')} variant="code" />
        </Field>
        <Field id="rec-impact-tl" error={fieldError('impactTl')} label="Impact (Tagalog)">
          <Textarea value={values.impactTl} onChange={set('impactTl')} variant="code" lang="tl" />
        </Field>
        <Field id="rec-practice-en" error={fieldError('practiceEn')} label="Practice (English)" hint="One point per line, starting with ● • or -.">
          <Textarea value={values.practiceEn} onChange={set('practiceEn')} required variant="code" />
        </Field>
        <Field id="rec-practice-tl" error={fieldError('practiceTl')} label="Practice (Tagalog)" hint="Isang punto bawat linya, nagsisimula sa ● • o -.">
          <Textarea value={values.practiceTl} onChange={set('practiceTl')} variant="code" lang="tl" />
        </Field>
      </div>
      <Field id="rec-sms" error={fieldError('sms')} label="SMS text" hint={`Plain text, up to 320 characters (${values.sms.length} now).`}>
        <Input value={values.sms} onChange={set('sms')} maxLength={320} />
      </Field>
      <Button type="submit" disabled={state.status === 'pending'}>
        {state.status === 'pending' ? 'Saving…' : id ? 'Save recommendation' : 'Add recommendation'}
      </Button>
      {state.status === 'failed' ? <FailureNotice failure={state.failure} /> : null}
    </form>
  );
}
