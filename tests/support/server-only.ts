// Stands in for the `server-only` package in tests, which run outside React's server environment.
export {};
