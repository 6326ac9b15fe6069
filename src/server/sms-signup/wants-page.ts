import 'server-only';

/** Whether the post came from a browser (Accept: text/html), which is answered with pages; other clients get JSON errors. */
export function wantsPage(request: Request): boolean {
  return /\btext\/html\b/i.test(request.headers.get('accept') ?? '');
}
