/**
 * An address the router cannot read: a broken percent-encoding (`%ZZ`, a lone `%`, bytes that are
 * not UTF-8) or a control character once decoded. The framework answers such addresses with a bare
 * 500 before any route runs, so they are refused first with a message naming the problem.
 */
export function findPathProblem(rawPath: string): string | null {
  for (const segment of rawPath.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return `The address has a broken percent-encoding in "${segment.slice(0, 60)}": write % as %25.`;
    }
    if (/[\u0000-\u001f\u007f]/.test(decoded)) return `The address has a control character in "${segment.slice(0, 60)}".`;
  }
  return null;
}
