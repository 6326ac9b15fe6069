import type { BulletinLanguage, BulletinType } from '@/modules/bulletins/rules/bulletin-document';
import type { FeedbackCommentState } from './feedback-contract';

/** Answers counted: yes, no, and how many came with a comment. */
export interface FeedbackTally {
  yes: number;
  no: number;
  comments: number;
}

export interface BulletinTally extends FeedbackTally {
  bulletinId: string;
  reference: string;
  type: BulletinType;
  language: BulletinLanguage;
  place: string;
  crop: string;
}

export interface PlaceTally extends FeedbackTally {
  municipality: string;
  province: string;
}

export interface CropTally extends FeedbackTally {
  crop: string;
}

export interface FeedbackCounts {
  total: FeedbackTally;
  bulletins: BulletinTally[];
  /** Bulletins answered beyond those listed (the most recently answered are listed). */
  moreBulletins: number;
  places: PlaceTally[];
  crops: CropTally[];
}

/** A comment as the staff queue shows it. */
export interface FeedbackCommentView {
  id: number;
  bulletinId: string;
  reference: string;
  place: string;
  /** null: a farmer's texted comment that answered neither yes nor no. */
  useful: boolean | null;
  /** Where the answer came from: the bulletin's web page, or a farmer's reply to its text. */
  channel: 'web' | 'sms';
  comment: string;
  commentState: FeedbackCommentState;
  /** ISO instant. */
  createdAt: string;
}

/** A comment staff chose to show under its bulletin. */
export interface ShownComment {
  id: number;
  /** null: a farmer's texted comment that answered neither yes nor no. */
  useful: boolean | null;
  comment: string;
  /** ISO instant. */
  createdAt: string;
}
