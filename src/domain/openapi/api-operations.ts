import { AUDIT_CONTRACT } from '@/domain/audit/audit-contract';
import { BOUNDARIES_CONTRACT } from '@/domain/boundaries/boundaries-contract';
import { REPORTS_CONTRACT } from '@/domain/bulletins/reports-contract';
import { CALENDAR_CONTRACT } from '@/domain/calendar/calendar-contract';
import type { ApiOperation } from '@/domain/contracts/api-operation';
import { CROPS_CONTRACT } from '@/domain/crops/crops-contract';
import { EXPORTS_CONTRACT } from '@/domain/exchange/exports-contract';
import { NATIONAL_CONTRACT } from '@/domain/exchange/national/national-contract';
import { PAGASA_CONTRACT } from '@/domain/pagasa/pagasa-contract';
import { DRAFTS_CONTRACT } from '@/domain/drafts/drafts-contract';
import { SMS_INBOUND_CONTRACT } from '@/domain/sms/inbound-contract';
import { PHONEBOOK_CONTRACT } from '@/domain/sms/phonebook-contract';
import { FEEDBACK_CONTRACT } from '@/domain/feedback/feedback-contract';
import { FEEDS_CONTRACT } from '@/domain/feeds/feeds-contract';
import { PLACES_CONTRACT } from '@/domain/places/places-contract';
import { PROFILE_CONTRACT } from '@/domain/profile/profile-contract';
import { RECOMMENDATIONS_CONTRACT } from '@/domain/recommendations/recommendations-contract';
import { REVIEW_CONTRACT } from '@/domain/review/review-contract';
import { SITE_CONTRACT } from '@/domain/site/site-contract';
import { SMS_CONTRACT } from '@/domain/sms/sms-contract';
import { SMS_SIGNUP_CONTRACT } from '@/domain/sms/sms-signup-contract';
import { SMS_SENDING_CONTRACT } from '@/domain/sms/sms-sending-contract';
import { TIMELINESS_CONTRACT } from '@/domain/timeliness/timeliness-contract';
import { SET_PASSWORD_CONTRACT } from '@/domain/users/set-password-contract';
import { USERS_CONTRACT } from '@/domain/users/users-contract';
import { WEATHER_CONTRACT } from '@/domain/weather/weather-contract';
import { WEATHER_WRITES_CONTRACT } from '@/domain/weather/weather-writes-contract';

/** Every feature's contract: the routes are built from these operations, and the staff document lists them. */
const CONTRACTS = {
  audit: AUDIT_CONTRACT,
  boundaries: BOUNDARIES_CONTRACT,
  calendar: CALENDAR_CONTRACT,
  crops: CROPS_CONTRACT,
  exports: EXPORTS_CONTRACT,
  nationalExports: NATIONAL_CONTRACT,
  pagasa: PAGASA_CONTRACT,
  drafts: DRAFTS_CONTRACT,
  phonebook: PHONEBOOK_CONTRACT,
  feedback: FEEDBACK_CONTRACT,
  feeds: FEEDS_CONTRACT,
  places: PLACES_CONTRACT,
  profile: PROFILE_CONTRACT,
  recommendations: RECOMMENDATIONS_CONTRACT,
  reports: REPORTS_CONTRACT,
  review: REVIEW_CONTRACT,
  setPassword: SET_PASSWORD_CONTRACT,
  site: SITE_CONTRACT,
  sms: SMS_CONTRACT,
  smsSignup: SMS_SIGNUP_CONTRACT,
  smsSending: SMS_SENDING_CONTRACT,
  smsInbound: SMS_INBOUND_CONTRACT,
  timeliness: TIMELINESS_CONTRACT,
  users: USERS_CONTRACT,
  weather: WEATHER_CONTRACT,
  weatherEntry: WEATHER_WRITES_CONTRACT,
};

interface Named extends ApiOperation {
  /** `users.list`, `reports.seasonal.create`: where it is in the contracts, and its OpenAPI operationId. */
  name: string;
}

const isOperation = (value: object): value is ApiOperation => 'method' in value && 'path' in value;

function flatten(group: object, prefix: string): Named[] {
  return Object.entries(group).flatMap(([key, value]: [string, object]) =>
    isOperation(value) ? [{ ...value, name: `${prefix}${key}` }] : flatten(value, `${prefix}${key}.`),
  );
}

export const API_OPERATIONS: readonly Named[] = flatten(CONTRACTS, '');
