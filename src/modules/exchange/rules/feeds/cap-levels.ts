import type { WindSignal } from '@/modules/weather/rules/conditions';

// The values CAP 1.2 (OASIS, 2010) allows for the fields the portal fills.
export const CAP_STATUSES = ['Actual', 'Exercise', 'System', 'Test', 'Draft'] as const;
export const CAP_MSG_TYPES = ['Alert', 'Update', 'Cancel', 'Ack', 'Error'] as const;
export const CAP_SCOPES = ['Public', 'Restricted', 'Private'] as const;
export const CAP_CATEGORIES = ['Geo', 'Met', 'Safety', 'Security', 'Rescue', 'Fire', 'Health', 'Env', 'Transport', 'Infra', 'CBRNE', 'Other'] as const;
export const CAP_RESPONSE_TYPES = ['Shelter', 'Evacuate', 'Prepare', 'Execute', 'Avoid', 'Monitor', 'Assess', 'AllClear', 'None'] as const;
export const CAP_URGENCIES = ['Immediate', 'Expected', 'Future', 'Past', 'Unknown'] as const;
export const CAP_SEVERITIES = ['Extreme', 'Severe', 'Moderate', 'Minor', 'Unknown'] as const;
export const CAP_CERTAINTIES = ['Observed', 'Likely', 'Possible', 'Unlikely', 'Unknown'] as const;

export type CapStatus = (typeof CAP_STATUSES)[number];
export type CapMsgType = (typeof CAP_MSG_TYPES)[number];

export interface CapLevel {
  urgency: (typeof CAP_URGENCIES)[number];
  severity: (typeof CAP_SEVERITIES)[number];
  certainty: (typeof CAP_CERTAINTIES)[number];
  responseType: (typeof CAP_RESPONSE_TYPES)[number];
}

/**
 * What a wind signal means in CAP's terms (decision 038). PAGASA raises a signal for winds expected
 * within its lead time (36 h for No. 1 down to 12 h for No. 4 and 5), so the winds are "Likely";
 * No. 1–2 leave time to prepare, No. 3–5 call for the farm's protective steps now ("Execute" the
 * instruction); severity follows the threat PAGASA states for each (minimal–minor … extreme).
 * "No signal" (the cyclone is outside) is for watching only.
 */
export const SIGNAL_LEVELS: Record<WindSignal, CapLevel> = {
  general_no_signal: { urgency: 'Future', severity: 'Minor', certainty: 'Possible', responseType: 'Monitor' },
  signal_number_1: { urgency: 'Expected', severity: 'Minor', certainty: 'Likely', responseType: 'Prepare' },
  signal_number_2: { urgency: 'Expected', severity: 'Moderate', certainty: 'Likely', responseType: 'Prepare' },
  signal_number_3: { urgency: 'Immediate', severity: 'Severe', certainty: 'Likely', responseType: 'Execute' },
  signal_number_4: { urgency: 'Immediate', severity: 'Extreme', certainty: 'Likely', responseType: 'Execute' },
  signal_number_5: { urgency: 'Immediate', severity: 'Extreme', certainty: 'Likely', responseType: 'Execute' },
};

/** A cancellation's information: the signals are over. */
export const LIFTED_LEVEL: CapLevel = { urgency: 'Past', severity: 'Minor', certainty: 'Observed', responseType: 'AllClear' };
