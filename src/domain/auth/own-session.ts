/** One of the signed-in person's sessions, as the profile page lists it. */
export interface OwnSessionView {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  current: boolean;
}
