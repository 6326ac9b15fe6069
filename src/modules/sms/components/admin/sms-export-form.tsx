import { Button } from '@/platform/ui/button';
import { Field } from '@/platform/ui/field';
import { Select } from '@/platform/ui/select';
import { BULLETIN_TYPES } from '@/modules/bulletins/rules/bulletin-document';

// An API address, not a page: the form's GET downloads the CSV, with or without script.
const EXPORT_ACTION = '/api/sms/export';

const TYPE_LABELS: Record<(typeof BULLETIN_TYPES)[number], string> = { ten_day: '10-day', seasonal: 'Seasonal', special_weather: 'Special weather' };

export interface SmsExportPlaces {
  provinces: { psgc: string; name: string }[];
  municipalities: { psgc: string; name: string; provincePsgc: string }[];
}

/** The published SMS texts of a province or of one city or municipality, as CSV for the office's bulk-SMS service. */
export function SmsExportForm({ places }: { places: SmsExportPlaces }) {
  return (
    <section aria-labelledby="sms-export-heading" className="mt-8 rounded-lg border border-neutral-300 p-4">
      <h2 id="sms-export-heading" className="text-lg font-semibold text-primary-dark">
        SMS texts for the bulk-SMS service
      </h2>
      <p className="mt-1 text-sm">
        The SMS text of every published bulletin of a place, newest first, as CSV (UTF-8): reference, place, crop, type, language, period, when it was published
        (Philippine time), parts, encoding and the text. Sending is done by the office&apos;s bulk-SMS service.
      </p>
      <form method="get" action={EXPORT_ACTION} className="mt-3 grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
        <Field id="sms-export-place" label="Place" size="sm">
          <Select name="place" required defaultValue="" variant="filter" className="w-full">
            <option value="" disabled>
              Choose a province or town
            </option>
            {places.provinces.map((province) => (
              <optgroup key={province.psgc} label={province.name}>
                <option value={province.psgc}>{province.name}: every city and municipality</option>
                {places.municipalities
                  .filter((town) => town.provincePsgc === province.psgc)
                  .map((town) => (
                    <option key={town.psgc} value={town.psgc}>
                      {town.name}
                    </option>
                  ))}
              </optgroup>
            ))}
          </Select>
        </Field>
        <Field id="sms-export-type" label="Type" size="sm">
          <Select
            name="type"
            placeholder="All types"
            variant="filter"
            className="w-full"
            options={BULLETIN_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }))}
          />
        </Field>
        <Field id="sms-export-language" label="Language" size="sm">
          <Select
            name="language"
            placeholder="Both"
            variant="filter"
            className="w-full"
            options={[
              { value: 'en', label: 'English' },
              { value: 'tag', label: 'Tagalog' },
            ]}
          />
        </Field>
        <Button type="submit" variant="outline">
          Download CSV
        </Button>
      </form>
    </section>
  );
}
