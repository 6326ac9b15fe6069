import 'server-only';

/** If-None-Match holds `*` or a list of tags, strong or weak; a GET compares them weakly (RFC 9110 §13.1.2). */
export function holdsEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}
