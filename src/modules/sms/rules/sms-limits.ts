/** A bulletin's SMS text must fit in this many parts (the limit: a longer text costs more and arrives out of order). */
export const MAX_SMS_PARTS = 2;

export const SMS_ENCODINGS = ['GSM-7', 'UCS-2'] as const;
export type SmsEncoding = (typeof SMS_ENCODINGS)[number];

/**
 * Units one SMS holds alone, and per part of a concatenated SMS (its user-data header takes 6 bytes:
 * 7 septets or 3 UTF-16 code units). GSM-7 counts septets, UCS-2 UTF-16 code units.
 */
export const SMS_UNITS: Record<SmsEncoding, { single: number; part: number }> = {
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
};

/** The most units a text may take to fit in MAX_SMS_PARTS parts with nothing split at a boundary: 306 septets, 134 code units. */
export const maxSmsUnits = (encoding: SmsEncoding): number => SMS_UNITS[encoding].part * MAX_SMS_PARTS;
