'use client';

import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { shallowEqual, useDispatch, useSelector } from 'react-redux';
import { Button } from '@/platform/ui/button';
import { showToast } from '@/platform/ui/toast-store';
import { BulletinContentsPanel } from './bulletin-contents-panel';
import { BulletinFormFields } from './bulletin-form-fields';
import { EndedOutlookDialog, endedOutlookOf, type EndedOutlook } from './ended-outlook-dialog';
import { missingChoices, planRequest, requestBody, TYPE_LABELS, type BulletinForm, type DashboardOptions } from './dashboard-options';
import { SaveReportDialog } from './save-report-dialog';
import { closeSaveDialog, openSaveDialog, setSaveDialogLoading } from './state/dashboard-slice';
import { dueListLoads, formOptions, placeListProblem } from './state/place-lists';
import { fetchMunicipalities } from './state/municipalities-slice';
import { fetchProvinces } from './state/provinces-slice';
import { postBulletin, type BulletinFields } from './state/report-api';
import { createReport, resetReport } from './state/reports-slice';
import type { DashboardDispatch, DashboardRootState } from './state/store';

export const EMPTY_FORM: BulletinForm = { province: '', municipality: '', crop: '', month: '', signal: '' };

/** The form's place lists, loaded as the province is chosen (the page's lists until then). */
function usePlaceLists(options: DashboardOptions, province: string) {
  const dispatch = useDispatch<DashboardDispatch>();
  const lists = useSelector((state: DashboardRootState) => ({ provinces: state.provinces, municipalities: state.municipalities }), shallowEqual);
  const dueKey = JSON.stringify(dueListLoads(lists, province));
  useEffect(() => {
    for (const load of JSON.parse(dueKey) as ReturnType<typeof dueListLoads>) {
      if (load.list === 'provinces') void dispatch(fetchProvinces());
      else void dispatch(fetchMunicipalities({ province: load.province }));
    }
  }, [dispatch, dueKey]);
  return { fieldOptions: useMemo(() => formOptions(options, lists, province), [options, lists, province]), placeProblem: placeListProblem(lists) };
}

/**
 * Compose one bulletin: choose the place, crop and month or signal, see what it will hold beside the form,
 * preview the PDF in the page, and save after confirming.
 */
export function CreateBulletinPanel({
  options,
  form,
  onFormChange,
}: {
  options: DashboardOptions;
  form: BulletinForm;
  onFormChange: (form: BulletinForm) => void;
}) {
  const dispatch = useDispatch<DashboardDispatch>();
  const { reportType, language, saveDialog } = useSelector((state: DashboardRootState) => state.dashboard);
  const [preview, setPreview] = useState<{ url: string; key: string } | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [previewError, setPreviewError] = useState<string | null>(null);
  // The form a staff member confirmed making from an outlook that has ended; changing the form asks again.
  const [confirmedKey, setConfirmedKey] = useState<string | null>(null);
  const [ended, setEnded] = useState<EndedOutlook | null>(null);
  const { fieldOptions, placeProblem } = usePlaceLists(options, form.province);
  const formBody = requestBody(reportType, form, language);
  const key = JSON.stringify([reportType, formBody]);
  const confirmed = confirmedKey === key;
  const body = confirmed ? { ...formBody, allowExpired: true } : formBody;
  // The panel asks the server for the plan of what would be previewed: the same fields, the confirmation included.
  const missing = missingChoices(reportType, form);
  const plan = missing.length > 0 ? null : { ...planRequest(reportType, form, language), ...(confirmed ? { allowExpired: true } : {}) };

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview]);

  async function requestPreview(requestFields: BulletinFields) {
    setPreviewing(true);
    setPreviewError(null);
    try {
      const response = await postBulletin(reportType, { ...requestFields, operation: 'preview' });
      if (!response.ok) {
        const failure = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
        const endedOutlook = endedOutlookOf(response.status, failure);
        if (endedOutlook) {
          setPreview(null);
          setEnded(endedOutlook);
          return;
        }
        throw new Error(failure.error?.message ?? `The server answered ${response.status}.`);
      }
      setPreview({ url: URL.createObjectURL(await response.blob()), key });
    } catch (error) {
      setPreview(null);
      setPreviewError((error as Error).message);
      showToast('error', (error as Error).message);
    } finally {
      setPreviewing(false);
    }
  }

  function onPreview(event: FormEvent) {
    event.preventDefault();
    void requestPreview(body);
  }

  function onConfirmEnded() {
    setEnded(null);
    setConfirmedKey(key);
    void requestPreview({ ...formBody, allowExpired: true });
  }

  async function onSave() {
    dispatch(setSaveDialogLoading(true));
    const result = await dispatch(createReport({ type: reportType, body }));
    dispatch(closeSaveDialog());
    if (createReport.fulfilled.match(result)) showToast('success', result.payload.message ?? 'The bulletin was saved.');
    else if (!result.meta.condition)
      showToast(
        'error',
        result.payload ? `${result.payload.message}${result.payload.reason ? ` ${result.payload.reason}` : ''}` : 'The bulletin was not saved.',
      );
  }

  const previewIsCurrent = preview?.key === key;
  return (
    <section aria-labelledby="create-bulletin" className="mb-8">
      <h2 id="create-bulletin" className="mb-3 text-xl font-bold">
        New {TYPE_LABELS[reportType].toLowerCase()} bulletin
      </h2>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <form onSubmit={onPreview} className="space-y-4">
          <BulletinFormFields type={reportType} form={form} options={fieldOptions} onChange={onFormChange} idPrefix="create" narrow />
          {placeProblem ? <p className="text-sm text-neutral-700">{placeProblem}</p> : null}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="outline" disabled={previewing}>
              {previewing ? 'Making the preview…' : 'Preview'}
            </Button>
            <Button
              type="button"
              disabled={!previewIsCurrent}
              onClick={() => {
                dispatch(resetReport());
                dispatch(openSaveDialog());
              }}
            >
              Save
            </Button>
            {!previewIsCurrent ? <p className="self-center text-sm text-neutral-700">Preview the bulletin before saving it.</p> : null}
          </div>
        </form>
        <BulletinContentsPanel type={reportType} request={plan} missing={missing} onUseEnded={setEnded} />
      </div>
      {previewError ? (
        <p role="alert" className="mt-3 rounded-md border-l-4 border-error bg-red-50 p-3 text-sm font-semibold text-error">
          {previewError}
        </p>
      ) : null}
      {preview && previewIsCurrent ? (
        <iframe title="Bulletin preview" src={preview.url} className="mt-4 h-[80vh] w-full rounded-md border border-neutral-300" data-testid="preview" />
      ) : null}
      <SaveReportDialog dialog={saveDialog} onConfirm={onSave} onCancel={() => dispatch(closeSaveDialog())} />
      <EndedOutlookDialog ended={ended} onConfirm={onConfirmEnded} onCancel={() => setEnded(null)} />
    </section>
  );
}
