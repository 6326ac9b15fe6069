// Types of bundle-search-suggest.mjs for the test that checks the committed bundle.
export const SOURCE: string;
export const OUTPUT: string;
export function bundleSearchSuggest(): Promise<string>;
