import type { Metadata } from 'next';
import { AdminNav } from '@/modules/staff/components/admin/admin-nav';
import { CalendarGridEditor } from '@/modules/calendar/components/admin/calendar-grid-editor';
import { FilterSelect } from '@/platform/ui/filter-select';
import { FileUploadForm } from '@/platform/ui/single-file-upload-form';
import { PageHeading } from '@/modules/site/components/page-heading';
import { parseCalendarMode } from '@/modules/calendar/rules/calendar-mode';
import { CROP_CATALOGUE } from '@/modules/calendar/rules/crops/crop-catalogue';
import { cropByKey } from '@/modules/calendar/rules/crops/crop-list';
import { resolvePageLocale } from '@/i18n/resolve-page-locale';
import { requireStaffPage } from '@/modules/staff/server/auth/require-staff-page';
import { getCalendar } from '@/modules/calendar/server/get-calendar';
import { resolvePlaceFilter } from '@/modules/places/server/resolve-place-filter';
import { withDb } from '@/platform/startup/with-db';

export const metadata: Metadata = { title: 'Cropping calendars', robots: { index: false } };

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const CROP_OPTIONS = CROP_CATALOGUE.map((c) => ({ value: c.key, label: c.name.en }));
const MODE_OPTIONS = [
  { value: 'ten_day', label: '10-day' },
  { value: 'seasonal', label: 'Seasonal' },
];

export default withDb(async function AdminCalendarPage(db, props: Props) {
  await resolvePageLocale(props);
  const user = await requireStaffPage(db, '/admin/calendar', 'calendar.edit');
  const query = await props.searchParams;
  const places = await resolvePlaceFilter(db, {});
  const province = places.provinces.find((p) => p.psgc === query.province) ?? places.provinces[0]!;
  const crop = cropByKey(String(query.crop ?? 'rice')) ?? cropByKey('rice')!;
  const mode = parseCalendarMode(String(query.mode ?? '')) ?? 'ten_day';
  const entries = await getCalendar(db, { province: province.psgc, crop: crop.key, mode }, { allowEmpty: true });
  const rows = places.municipalities
    .filter((m) => m.provincePsgc === province.psgc)
    .map((m) => ({ psgc: m.psgc, name: m.name, slots: entries.find((e) => e.municipality.psgc === m.psgc)?.slots ?? Array<null>(24).fill(null) }));
  const demoRows = entries.filter((e) => e.isDemo).length;
  const exportQuery = new URLSearchParams({ mode, crop: crop.key, province: province.psgc });

  return (
    <>
      <AdminNav current="/admin/calendar" user={user} />
      <PageHeading
        title="Cropping calendars"
        lead="The stage of each crop in every half-month, per municipality. The public Farming Calendar shows what is saved here."
      />
      <form method="get" className="mb-6 flex flex-wrap items-end gap-3" aria-label="Choose a calendar">
        <FilterSelect label="Province" name="province" defaultValue={province.psgc} options={places.provinces.map((p) => ({ value: p.psgc, label: p.name }))} />
        <FilterSelect label="Crop" name="crop" defaultValue={crop.key} options={CROP_OPTIONS} />
        <FilterSelect label="Mode" name="mode" defaultValue={mode} options={MODE_OPTIONS} />
        <button type="submit" className="min-h-11 rounded-md border border-primary px-4 font-semibold text-primary">
          Open
        </button>
      </form>
      {demoRows > 0 ? (
        <p className="mb-3 rounded-md border border-warning bg-amber-50 p-3 text-sm">
          {demoRows} of these rows are the sample (demo) set seeded into an empty portal. Saving replaces them with the office&apos;s own.
        </p>
      ) : null}
      <section aria-labelledby="grid" className="mb-10">
        <h2 id="grid" className="mb-3 text-xl font-bold">
          {crop.name.en} in {province.name} ({mode === 'ten_day' ? '10-day' : 'seasonal'} calendar)
        </h2>
        <CalendarGridEditor
          key={`${province.psgc}/${crop.key}/${mode}`}
          province={province}
          crop={{ key: crop.key, name: crop.name.en, stages: crop.stages.map((s) => ({ code: s.code, label: s.en })) }}
          mode={mode}
          initialRows={rows}
        />
        <p className="mt-3 text-sm">
          <a href={`/api/calendar/export?${exportQuery}`} download>
            Export this province and crop (CSV)
          </a>{' '}
          ·{' '}
          <a href={`/api/calendar/export?${new URLSearchParams({ mode, format: 'xlsx' })}`} download>
            Export every {mode === 'ten_day' ? '10-day' : 'seasonal'} calendar (.xlsx)
          </a>
        </p>
      </section>
      <section aria-labelledby="import">
        <h2 id="import" className="mb-3 text-xl font-bold">
          Import a calendar file
        </h2>
        <p className="mb-3 text-sm">
          CSV or .xlsx with the columns <code>prov, muni, crop, 01_15_CAL, 01_30_CAL, … 12_30_CAL</code>; cells hold stage codes such as <code>plant_1</code> or
          are blank. Rows replace the same place, crop and mode; other rows stay. Any unknown place, crop or stage refuses the whole file.
        </p>
        <FileUploadForm
          endpoint="/api/calendar/import"
          field="file"
          label="Calendar file (.csv or .xlsx)"
          hint="One file, up to 5 MB."
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          successMessage="The calendar file was imported."
          summarize="calendar"
        >
          <FilterSelect label="Mode" name="mode" defaultValue={mode} options={MODE_OPTIONS} />
        </FileUploadForm>
      </section>
    </>
  );
});
