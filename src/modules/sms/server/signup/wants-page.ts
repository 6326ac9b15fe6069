import 'server-only';

/**
 * Whether the post is answered with pages: always, unless the client asks for JSON and not HTML. Basic
 * phones' browsers may accept anything (a star for both type and subtype) or only XHTML; a farmer must
 * never see raw JSON.
 */
export function wantsPage(request: Request): boolean {
  const accept = request.headers.get('accept') ?? '';
  return /\btext\/html\b|xhtml/i.test(accept) || !/\bapplication\/json\b/i.test(accept);
}
