import type { StageCode } from './stage-codes';

export interface CropStageLabel {
  code: StageCode;
  en: string;
  tl: string;
}

export interface CropDefinition {
  /** Lower-case snake case, stable: calendars and recommendations refer to it. */
  key: string;
  name: { en: string; tl: string };
  /** Other spellings met in spreadsheets (e.g. `palay`, `mais`, `sitaw`). */
  aliases: readonly string[];
  /** In growing order; only the codes this crop passes through. */
  stages: readonly CropStageLabel[];
}
