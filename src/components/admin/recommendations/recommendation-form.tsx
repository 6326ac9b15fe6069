'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { GENERAL_STAGE } from '@/domain/recommendations/recommendation-input';
import type { RecommendationType } from '@/domain/recommendations/recommendation-types';
import { Field, inputClass } from '../field';
import { FailureNotice } from '../form-feedback';
import { useApiSubmit } from '../use-api-submit';

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

interface Options {
  crops: { key: string; name: string; stages: { code: string; label: string }[] }[];
  triggers: Record<RecommendationType, { value: string; label: string }[]>;
  risks: { value: string; label: string }[];
}

const textAreaClass = `${inputClass} min-h-32 font-mono text-sm`;

/**
 * Adds or edits one recommendation, English and Tagalog side by side. Texts may be lines with ● • -
 * bullets or HTML; the server keeps only ol ul li p strong b em i br.
 */
export function RecommendationForm({ id, initial, options }: { id: number | null; initial: RecommendationFormValues; options: Options }) {
  const router = useRouter();
  const [values, setValues] = useState(initial);
  const { state, submit } = useApiSubmit<{ recommendation: { id: number } }>(id ? 'The recommendation was saved.' : 'The recommendation was added.');
  const crop = options.crops.find((c) => c.key === values.crop) ?? options.crops[0]!;
  const set = (field: keyof RecommendationFormValues) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const body = { ...values, trigger: values.trigger || null, risk: values.risk || null, sms: values.sms.trim() || null };
    const answer = await submit(id ? `/api/recommendations/${id}` : '/api/recommendations', {
      method: id ? 'PUT' : 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (answer) router.push(`/admin/recommendations?saved=${answer.recommendation.id}`);
  }

  const missingTagalog = values.practiceTl.trim() === '' || (values.impactEn.trim() !== '' && values.impactTl.trim() === '');

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field htmlFor="rec-type" label="Type">
          <select id="rec-type" value={values.type} onChange={(e) => setValues((v) => ({ ...v, type: e.target.value as RecommendationType, trigger: '' }))} className={inputClass}>
            <option value="seasonal">Seasonal</option>
            <option value="tenday">10-day</option>
            <option value="special">Special (tropical cyclone)</option>
          </select>
        </Field>
        <Field htmlFor="rec-crop" label="Crop">
          <select
            id="rec-crop"
            value={values.crop}
            onChange={(e) => setValues((v) => ({ ...v, crop: e.target.value, stage: v.stage === GENERAL_STAGE ? GENERAL_STAGE : '' }))}
            className={inputClass}
          >
            {options.crops.map((c) => (
              <option key={c.key} value={c.key}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
        <Field htmlFor="rec-stage" label="Crop stage" hint="General: advice for the forecast whatever the stage, shown when no stage is active and under every cyclone signal.">
          <select id="rec-stage" aria-describedby="rec-stage-hint" value={values.stage} onChange={set('stage')} required className={inputClass}>
            <option value="">Choose a stage</option>
            <option value={GENERAL_STAGE}>General (all stages)</option>
            {crop.stages.map((s) => (
              <option key={s.code} value={s.code}>
                {s.label} ({s.code})
              </option>
            ))}
          </select>
        </Field>
        <Field htmlFor="rec-operation" label="Farm operation">
          <input id="rec-operation" value={values.farmOperation} onChange={set('farmOperation')} required maxLength={200} className={inputClass} />
        </Field>
        <Field htmlFor="rec-trigger" label={values.type === 'special' ? 'Wind signal' : values.type === 'tenday' ? 'Rainfall class' : 'Forecast (seasonal condition)'}>
          <select id="rec-trigger" value={values.trigger} onChange={set('trigger')} className={inputClass}>
            <option value="">Any forecast</option>
            {options.triggers[values.type].map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </Field>
        <Field htmlFor="rec-risk" label="Risk">
          <select id="rec-risk" value={values.risk} onChange={set('risk')} className={inputClass}>
            <option value="">None given</option>
            {options.risks.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {missingTagalog ? (
        <p role="note" className="rounded-md border border-warning bg-amber-50 p-3 text-sm font-medium">
          Warning: the Tagalog text is missing. Tagalog pages and bulletins will show the English text instead.
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <Field htmlFor="rec-impact-en" label="Impact (English)">
          <textarea id="rec-impact-en" value={values.impactEn} onChange={set('impactEn')} className={textAreaClass} />
        </Field>
        <Field htmlFor="rec-impact-tl" label="Impact (Tagalog)">
          <textarea id="rec-impact-tl" value={values.impactTl} onChange={set('impactTl')} className={textAreaClass} lang="tl" />
        </Field>
        <Field htmlFor="rec-practice-en" label="Practice (English)" hint="One point per line, starting with ● • or -.">
          <textarea id="rec-practice-en" aria-describedby="rec-practice-en-hint" value={values.practiceEn} onChange={set('practiceEn')} required className={textAreaClass} />
        </Field>
        <Field htmlFor="rec-practice-tl" label="Practice (Tagalog)" hint="Isang punto bawat linya, nagsisimula sa ● • o -.">
          <textarea id="rec-practice-tl" aria-describedby="rec-practice-tl-hint" value={values.practiceTl} onChange={set('practiceTl')} className={textAreaClass} lang="tl" />
        </Field>
      </div>
      <Field htmlFor="rec-sms" label="SMS text" hint={`Plain text, up to 320 characters (${values.sms.length} now).`}>
        <input id="rec-sms" aria-describedby="rec-sms-hint" value={values.sms} onChange={set('sms')} maxLength={320} className={inputClass} />
      </Field>
      <Button type="submit" disabled={state.status === 'pending'}>
        {state.status === 'pending' ? 'Saving…' : id ? 'Save recommendation' : 'Add recommendation'}
      </Button>
      {state.status === 'failed' ? <FailureNotice failure={state.failure} /> : null}
    </form>
  );
}
