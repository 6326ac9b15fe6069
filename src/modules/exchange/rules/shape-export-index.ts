import { exchangeExport, firestoreTimestamp, newestDate, type ExchangeMeta, type FirestoreTimestamp } from './exchange-document';

export interface ExportListingInput {
  id: string;
  title: string;
  path: string;
  collections: string[];
  description: string;
  latestAt: Date | null;
  holds: string;
  downloads: { label: string; href: string; available: boolean }[];
}

export interface ExportIndex {
  meta: ExchangeMeta;
  exports: {
    id: string;
    title: string;
    description: string;
    href: string;
    collections: string[];
    data_as_of: FirestoreTimestamp | null;
    holds: string;
    downloads: { label: string; href: string; available: boolean }[];
  }[];
}

export const INDEX_MAPPING = [
  'Every JSON export answers { meta, collections: [{ path, documents: [{ id, data }] }] }: load it with db.collection(path).doc(id).set(data) for each document.',
  'Timestamps are Firestore-style { _seconds, _nanoseconds }; meta.data_as_of is when the newest data in the answer was stored.',
  'Add ?download=1 to get a file (Content-Disposition: attachment). Answers carry an ETag; send If-None-Match to get 304 when nothing changed.',
  'An export with no data yet answers 404: "Received an empty weather data." for the forecasts, "Received empty data" for the rest.',
] as const;

/** `GET /api/export`: what can be exported, where, what it holds now and since when. */
export function shapeExportIndex(listings: readonly ExportListingInput[], now: Date): ExportIndex {
  const { meta } = exchangeExport({
    export: 'index',
    generatedAt: now,
    dataAsOf: newestDate(listings.map((entry) => entry.latestAt)),
    mapping: INDEX_MAPPING,
    collections: [],
  });
  return {
    meta,
    exports: listings.map((entry) => ({
      id: entry.id,
      title: entry.title,
      description: entry.description,
      href: entry.path,
      collections: entry.collections,
      data_as_of: entry.latestAt ? firestoreTimestamp(entry.latestAt) : null,
      holds: entry.holds,
      downloads: entry.downloads.map(({ label, href, available }) => ({ label, href, available })),
    })),
  };
}
