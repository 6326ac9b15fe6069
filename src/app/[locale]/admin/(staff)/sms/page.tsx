import type { Metadata } from 'next';
import { AdminNav } from '@/modules/staff/components/admin/admin-nav';
import { FileUploadForm } from '@/platform/ui/single-file-upload-form';
import { AudienceTable } from '@/modules/sms/components/admin/audience-table';
import { BulletinTexts } from '@/modules/sms/components/admin/bulletin-texts';
import { SubscriberActions } from '@/modules/sms/components/admin/subscriber-actions';
import { PageHeading } from '@/modules/site/components/page-heading';
import { staffDateTime } from '@/modules/staff/rules/staff-labels';
import { CROP_CATALOGUE } from '@/modules/calendar/rules/crops/crop-catalogue';
import { can } from '@/modules/staff/rules/can';
import { PLACES } from '@/modules/places/rules/places';
import { subscribersQuerySchema } from '@/modules/sms/rules/phonebook-contract';
import { resolvePageLocale, type LocaleParams } from '@/i18n/resolve-page-locale';
import { requireStaffPage } from '@/modules/staff/server/auth/require-staff-page';
import { dataKeys } from '@/platform/crypto/data-keys';
import { listSubscribers } from '@/modules/sms/server/phonebook/list-subscribers';
import { countAudience } from '@/modules/sms/server/phonebook/count-audience';
import { listFailedTexts } from '@/modules/sms/server/sending/list-failed-texts';
import { listOutbox } from '@/modules/sms/server/sending/list-outbox';
import { listTextTotals } from '@/modules/sms/server/sending/list-text-totals';
import { PHONEBOOK_OFF } from '@/modules/sms/server/phonebook/require-phonebook';
import { withDb } from '@/platform/startup/with-db';

export const metadata: Metadata = { title: 'SMS phonebook', robots: { index: false } };

type Props = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

const placeName = new Map(PLACES.map((place) => [place.psgc, place.name]));
const cropName = new Map(CROP_CATALOGUE.map((crop) => [crop.key, crop.name.en]));
const STATE_WORDS = { pending: 'Waiting for the code', active: 'Receiving', stopped: 'Stopped' } as const;

/** The farmers' phonebook: import the office's lists, find numbers (masked), stop one; superadmins export or erase on request. */
export default withDb(async function SmsPhonebookPage(db, props: Props) {
  await resolvePageLocale(props);
  const user = await requireStaffPage(db, '/admin/sms', 'sms.phonebook');
  const on = dataKeys('seal').length > 0;
  const raw = Object.fromEntries(
    Object.entries(await props.searchParams).flatMap(([key, value]) => (typeof value === 'string' && value !== '' ? [[key, value]] : [])),
  );
  const parsed = subscribersQuerySchema.safeParse(raw);
  const filters = parsed.success ? { ...parsed.data, full: parsed.data.full && can(user, 'sms.numbers') } : { page: 1, full: false };
  const page = on ? await listSubscribers(db, user, filters) : null;
  const [totals, outbox, failed, audience] = on
    ? await Promise.all([listTextTotals(db), listOutbox(db), listFailedTexts(db), countAudience(db, filters.municipality)])
    : [[], [], [], []];
  return (
    <>
      <AdminNav current="/admin/sms" user={user} />
      <PageHeading
        title="SMS phonebook"
        lead="Farmers' numbers for the texts sent when a bulletin is published: kept encrypted, shown masked, each with the consent it was given. Numbers that asked to stop are never added again."
      />
      {!on ? (
        <p role="alert" className="font-semibold">
          {PHONEBOOK_OFF}
        </p>
      ) : (
        <>
          <section aria-labelledby="import-heading" className="mb-6">
            <h2 id="import-heading" className="mb-2 text-lg font-bold">
              Import a list
            </h2>
            <p className="mb-2 text-sm">
              CSV or Excel with the headings phone, province, municipality, crop, language (en or tl), consented_at, source, and optionally name.{' '}
              <a href="/api/sms/subscribers/template" download>
                Download the template
              </a>
              . Only numbers whose owners agreed to receive the office&apos;s texts may be listed.
            </p>
            <FileUploadForm
              endpoint="/api/sms/subscribers/import"
              field="file"
              label="The office's list"
              hint="Every problem is named by row and column; nothing is stored from a list with one."
              accept=".csv,.xlsx"
              successMessage="The list was imported."
              summarize="message"
            />
          </section>
          <section aria-labelledby="numbers-heading">
            <h2 id="numbers-heading" className="mb-2 text-lg font-bold">
              Numbers
            </h2>
            <form method="get" className="mb-3 flex flex-wrap items-end gap-3 text-sm">
              <label className="flex flex-col">
                Place
                <select name="municipality" defaultValue={filters.municipality ?? ''} className="min-h-11 rounded border border-neutral-400 px-2">
                  <option value="">All</option>
                  {PLACES.map((place) => (
                    <option key={place.psgc} value={place.psgc}>
                      {place.name}
                    </option>
                  ))}
                </select>
              </label>
              <label className="flex flex-col">
                Crop
                <select name="crop" defaultValue={filters.crop ?? ''} className="min-h-11 rounded border border-neutral-400 px-2">
                  <option value="">All</option>
                  {CROP_CATALOGUE.map((crop) => (
                    <option key={crop.key} value={crop.key}>
                      {crop.name.en}
                    </option>
                  ))}
                </select>
              </label>
              <label className="flex flex-col">
                Language
                <select name="language" defaultValue={filters.language ?? ''} className="min-h-11 rounded border border-neutral-400 px-2">
                  <option value="">Both</option>
                  <option value="en">English</option>
                  <option value="tag">Tagalog</option>
                </select>
              </label>
              {can(user, 'sms.numbers') ? (
                <label className="inline-flex min-h-11 items-center gap-2">
                  <input type="checkbox" name="full" value="true" defaultChecked={filters.full} />
                  Show numbers in full (recorded in the audit trail)
                </label>
              ) : null}
              <button type="submit" className="min-h-11 rounded border border-primary px-3 text-primary">
                Show
              </button>
            </form>
            {page && page.total > 0 ? (
              <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Numbers, scrolls sideways on small screens">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">Numbers in the phonebook, newest first</caption>
                  <thead>
                    <tr>
                      <th scope="col">Number</th>
                      <th scope="col">Receives</th>
                      <th scope="col">State</th>
                      <th scope="col">Consent</th>
                      <th scope="col">Actions</th>
                    </tr>
                  </thead>
                  <tbody>
                    {page.items.map((item) => (
                      <tr key={item.id} className="border-t border-neutral-200 align-top">
                        <td>
                          {item.phone ?? '(erased)'}
                          {item.name ? <span className="block">{item.name}</span> : null}
                        </td>
                        <td>
                          {item.subscriptions.length === 0
                            ? 'Nothing yet'
                            : item.subscriptions
                                .map(
                                  (entry) =>
                                    `${placeName.get(entry.municipalityPsgc) ?? entry.municipalityPsgc}: ${cropName.get(entry.cropKey) ?? entry.cropKey} (${entry.language === 'tag' ? 'Tagalog' : 'English'})`,
                                )
                                .join('; ')}
                        </td>
                        <td>{STATE_WORDS[item.state]}</td>
                        <td>
                          {staffDateTime(item.consentAt)}, {item.consentMethod === 'import' ? `list "${item.source}"` : item.source}
                        </td>
                        <td>
                          <SubscriberActions id={item.id} stopped={item.state === 'stopped'} erased={item.erased} canErase={can(user, 'sms.numbers')} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <p>No number matches.</p>
            )}
            {page && page.pages > 1 ? (
              <p className="mt-3 text-sm">
                Page {page.page} of {page.pages} ({page.total} numbers).{' '}
                {page.page < page.pages ? <a href={`?${new URLSearchParams({ ...raw, page: String(page.page + 1) }).toString()}`}>Next page</a> : null}
              </p>
            ) : null}
          </section>
          <BulletinTexts totals={totals} failed={failed} />
          <AudienceTable audience={audience} placeName={(psgc) => placeName.get(psgc) ?? psgc} cropName={(key) => cropName.get(key) ?? key} />
          <section aria-labelledby="outbox-heading" className="mt-6">
            <h2 id="outbox-heading" className="mb-2 text-lg font-bold">
              Outbox
            </h2>
            <p className="mb-2 text-sm">With the outbox gateway nothing leaves the server: the latest texts as they would be sent.</p>
            {outbox.length === 0 ? (
              <p>The outbox is empty.</p>
            ) : (
              <ul className="space-y-2 text-sm">
                {outbox.map((text) => (
                  <li key={text.id} className="rounded border border-neutral-300 p-2">
                    <p className="font-medium">
                      To {text.to}, {staffDateTime(text.at)} ({text.parts === 1 ? '1 part' : `${text.parts} parts`})
                    </p>
                    <p className="whitespace-pre-wrap">{text.text}</p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </>
  );
});
