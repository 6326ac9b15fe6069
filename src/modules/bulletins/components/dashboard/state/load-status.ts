/** Spec §4: every list's load status; `fullfilled` is spelled as the spec spells it. */
export type LoadStatus = 'idle' | 'pending' | 'fullfilled';

/** Spec §4: a failure's text is the message followed by the reason. */
export function failureText(message: string, reason: string | undefined): string {
  return reason && reason !== message ? `${message} ${reason}` : message;
}
