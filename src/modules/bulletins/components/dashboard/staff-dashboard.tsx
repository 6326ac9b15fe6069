'use client';

import { useEffect, useState } from 'react';
import { Provider, useDispatch, useSelector } from 'react-redux';
import { BULLETIN_TYPES, type BulletinType } from '@/modules/bulletins/rules/bulletin-document';
import { Button } from '@/platform/ui/button';
import { BatchPanel } from './batch-panel';
import { CreateBulletinPanel, EMPTY_FORM } from './create-bulletin-panel';
import { TYPE_LABELS, type BulletinForm, type DashboardOptions } from './dashboard-options';
import { ReportList } from './report-list';
import { chooseLanguage, chooseReportType, dismissWelcome } from './state/dashboard-slice';
import type { ReportSummary } from './state/report-api';
import { fetchReports } from './state/reports-slice';
import { makeDashboardStore, type DashboardDispatch, type DashboardRootState } from './state/store';
import { setProfile, type Profile } from './state/user-slice';

function Choice<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-neutral-400 px-3 has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-white"
        >
          <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} className="size-4" />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

function Dashboard({ options, name }: { options: DashboardOptions; name: string }) {
  const dispatch = useDispatch<DashboardDispatch>();
  const { reportType, welcomeOpen, language } = useSelector((state: DashboardRootState) => state.dashboard);
  const [form, setForm] = useState<BulletinForm>(EMPTY_FORM);

  useEffect(() => {
    void dispatch(fetchReports({}));
  }, [dispatch]);

  function edit(report: ReportSummary) {
    const request = report.request as Record<string, string | boolean | undefined>;
    const province = options.provinces.find((p) => p.psgc === request.province || p.name === request.province);
    const municipality = options.municipalities.find(
      (m) => m.psgc === request.municipality || (m.name === request.municipality && m.provincePsgc === province?.psgc),
    );
    dispatch(chooseReportType(report.type));
    dispatch(chooseLanguage(request.language === 'tag' ? 'tag' : 'en'));
    setForm({
      province: province?.psgc ?? '',
      municipality: municipality?.psgc ?? '',
      crop: String(request.crop ?? ''),
      month: request.isFull ? 'all' : String(request.month ?? ''),
      signal: String(request.signal ?? ''),
    });
    document.getElementById('create-bulletin')?.scrollIntoView({ behavior: 'smooth' });
  }

  return (
    <>
      {welcomeOpen ? (
        <section aria-labelledby="welcome" className="mb-6 rounded-lg border border-primary bg-primary-light p-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h2 id="welcome" className="text-lg font-bold">
                Welcome, {name}
              </h2>
              <p className="mt-1 text-sm">
                Choose the kind of bulletin, then a place, a crop and a month or signal. Preview it, save it as a draft, and send it to review: a reviewer’s
                approval publishes it. Published bulletins never change: edit one to make a new one from it.
              </p>
            </div>
            <Button variant="outline" onClick={() => dispatch(dismissWelcome())}>
              Dismiss<span className="sr-only"> the welcome</span>
            </Button>
          </div>
        </section>
      ) : null}
      <div className="mb-6 flex flex-wrap gap-6">
        <Choice
          legend="Bulletin type"
          name="report-type"
          value={reportType}
          options={BULLETIN_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }))}
          onChange={(type: BulletinType) => dispatch(chooseReportType(type))}
        />
        <Choice
          legend="Language"
          name="language"
          value={language}
          options={[
            { value: 'en', label: 'English' },
            { value: 'tag', label: 'Tagalog' },
          ]}
          onChange={(value) => dispatch(chooseLanguage(value))}
        />
      </div>
      {reportType === 'special_weather' && !options.activeCyclone ? (
        <p className="mb-4 rounded-md border border-warning bg-amber-50 p-3 text-sm">
          The latest advisory has no active tropical cyclone: special weather bulletins cannot be made now.
        </p>
      ) : null}
      <CreateBulletinPanel options={options} form={form} onFormChange={setForm} />
      <ReportList onEdit={edit} />
      <BatchPanel options={options} />
    </>
  );
}

/** The staff dashboard: its client state lives in a Redux store made for this page (spec §3–4). */
export function StaffDashboard({ options, profile }: { options: DashboardOptions; profile: Profile }) {
  const [store] = useState(() => {
    const made = makeDashboardStore();
    made.dispatch(setProfile(profile));
    return made;
  });
  return (
    <Provider store={store}>
      <Dashboard options={options} name={profile.name} />
    </Provider>
  );
}
