import type { AudienceCount } from '@/modules/sms/server/phonebook/count-audience';

/** Per place: numbers receiving texts by crop and language, what a bulletin there would send now. */
export function AudienceTable({
  audience,
  placeName,
  cropName,
}: {
  audience: AudienceCount[];
  placeName: (psgc: string) => string;
  cropName: (key: string) => string;
}) {
  return (
    <section aria-labelledby="audience-heading" className="mt-6">
      <h2 id="audience-heading" className="mb-2 text-lg font-bold">
        Numbers receiving texts, per place
      </h2>
      {audience.length === 0 ? (
        <p>No number receives texts yet.</p>
      ) : (
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Numbers per place, scrolls sideways on small screens">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Numbers receiving texts by place, crop and language</caption>
            <thead>
              <tr>
                <th scope="col">Place</th>
                <th scope="col">Crop</th>
                <th scope="col">Language</th>
                <th scope="col">Numbers</th>
              </tr>
            </thead>
            <tbody>
              {audience.map((row) => (
                <tr key={`${row.municipalityPsgc}-${row.cropKey}-${row.language}`} className="border-t border-neutral-200">
                  <td>{placeName(row.municipalityPsgc)}</td>
                  <td>{cropName(row.cropKey)}</td>
                  <td>{row.language === 'tag' ? 'Tagalog' : 'English'}</td>
                  <td>{row.numbers}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
