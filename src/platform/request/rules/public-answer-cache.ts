/**
 * How long a browser or a shared cache (nginx, a CDN) may keep a public answer that can change with
 * the data (open JSON, exports, the bulletin feed): 50 s, then 10 s more while it asks again, so a
 * raised signal or a replaced bulletin reaches every reader within a minute. The pages send the same
 * times through Next (`revalidate = 50`, `expireTime: 60`). An ETag makes asking again cheap (304).
 */
export const PUBLIC_ANSWER_CACHE = 'public, max-age=50, stale-while-revalidate=10';
