/** A staff account as the user administration shows it. */
export interface StaffUserView {
  id: string;
  email: string;
  name: string;
  accountLevel: number | null;
  disabled: boolean;
  disabledAt: string | null;
  createdAt: string;
  activeSessions: number;
  lastSeenAt: string | null;
  /** Failed sign-ins to this account in the last 24 hours, from any address. */
  failedSignIns: number;
  lastFailedSignInAt: string | null;
  /** Named in ACAP_PROTECTED_EMAILS: nobody may change or delete it. */
  protected: boolean;
}

export const STAFF_STATUSES = ['active', 'disabled'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];
