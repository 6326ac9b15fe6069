import { isRaisedSignal, type RaisedSignal } from '@/modules/weather/rules/raised-signal';
import { signalOfMunicipality, type SignalRow } from './cyclone-signals';

/** The newest advisory as far as a place's signal is concerned. */
export interface AdvisoryForSignals {
  issuanceId: string;
  activeCyclone: boolean;
  name: string | null;
  bulletinNumber: string | null;
  /** PAGASA's issue time (ISO). */
  issuedAt: string;
  /** The instant it stops being current (`ACAP_SPECIAL_VALID_HOURS` after it was issued). */
  validUntil: string;
  signals: readonly SignalRow[];
}

/** A numbered signal up for one place, with the advisory that raised it: what every product of the place leads with. */
export interface PlaceSignal {
  signal: RaisedSignal;
  issuanceId: string;
  cycloneName: string | null;
  bulletinNumber: string | null;
  issuedAt: string;
  validUntil: string;
}

/**
 * The signal up for a place now: the newest advisory is current (its validity is computed here, at each
 * read, never kept), names an active cyclone, and raises a numbered signal for the place or its province.
 * "No active cyclone", the end of validity or "no signal" give null.
 */
export function placeSignal(advisory: AdvisoryForSignals | null, place: { psgc: string; provincePsgc: string }, now: number): PlaceSignal | null {
  if (!advisory?.activeCyclone || now > Date.parse(advisory.validUntil)) return null;
  const signal = signalOfMunicipality(advisory.signals, place);
  if (!isRaisedSignal(signal)) return null;
  return {
    signal,
    issuanceId: advisory.issuanceId,
    cycloneName: advisory.name,
    bulletinNumber: advisory.bulletinNumber,
    issuedAt: advisory.issuedAt,
    validUntil: advisory.validUntil,
  };
}

/**
 * Whether a place's signal differs between two readings: raised, lowered or renumbered. A later advisory
 * that keeps the same signal does not change what the place must do (PAGASA re-issues every few hours).
 */
export function signalChanged(before: Pick<PlaceSignal, 'signal'> | null, now: Pick<PlaceSignal, 'signal'> | null): boolean {
  return (before?.signal ?? null) !== (now?.signal ?? null);
}
