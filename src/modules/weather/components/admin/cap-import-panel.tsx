'use client';

import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { Button } from '@/platform/ui/button';
import { Field, Input } from '@/platform/ui/field';
import { operationUrl } from '@/platform/contracts/check-request';
import type { CapImport } from '@/modules/weather/rules/cap-import';
import { WEATHER_WRITES_CONTRACT } from '@/modules/weather/rules/weather-writes-contract';
import { FailureNotice } from '@/platform/ui/form-feedback';
import { useApiSubmit } from '@/platform/ui/use-api-submit';
import { useOperation } from '@/platform/ui/use-operation';

const OPERATION = WEATHER_WRITES_CONTRACT.specialFromCap;

/**
 * "Start from a CAP alert": an uploaded file, or an address the server fetches from its listed hosts.
 * The answer fills the cyclone form below; nothing is saved until staff press the form's own button.
 */
export function CapImportPanel({ hosts, onImported }: { hosts: readonly string[]; onImported: (result: CapImport) => void }) {
  const t = useTranslations('Admin.capImport');
  const file = useApiSubmit<CapImport>(t('done'));
  const address = useOperation(OPERATION, t('done'), { url: t('urlLabel') });
  const pending = file.state.status === 'pending' || address.state.status === 'pending';

  async function readFile(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await file.submit(operationUrl(OPERATION), { method: 'POST', body: new FormData(event.currentTarget) });
    if (result) onImported(result);
  }

  async function readAddress(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await address.send({ url: String(new FormData(event.currentTarget).get('url') ?? '') });
    if (result) onImported(result);
  }

  return (
    <section aria-labelledby="cap-import-title" className="mb-6 rounded-lg border border-neutral-300 p-3" data-testid="cap-import">
      <h2 id="cap-import-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <p className="mb-3 text-sm">{t('lead')}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <form onSubmit={readFile} className="space-y-2" aria-label={t('fileForm')}>
          <Field label={t('fileLabel')}>
            <Input
              variant="bare"
              name="alert"
              type="file"
              required
              accept=".xml,.cap,application/xml,text/xml,application/cap+xml"
              className="mt-2 block max-w-full"
            />
          </Field>
          <Button type="submit" variant="outline" disabled={pending}>
            {file.state.status === 'pending' ? t('reading') : t('fileButton')}
          </Button>
        </form>
        <form onSubmit={readAddress} className="space-y-2" aria-label={t('urlForm')}>
          <Field label={t('urlLabel')} hint={hosts.length > 0 ? t('urlHint', { hosts: hosts.join(', ') }) : t('urlOff')} error={address.fieldError('url')}>
            <Input name="url" type="url" inputMode="url" required disabled={hosts.length === 0} placeholder="https://" />
          </Field>
          <Button type="submit" variant="outline" disabled={pending || hosts.length === 0}>
            {address.state.status === 'pending' ? t('reading') : t('urlButton')}
          </Button>
        </form>
      </div>
      {file.state.status === 'failed' ? <FailureNotice failure={file.state.failure} /> : null}
      {address.state.status === 'failed' ? <FailureNotice failure={address.state.failure} /> : null}
    </section>
  );
}
