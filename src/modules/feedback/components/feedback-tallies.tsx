import type { ReactNode } from 'react';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeadings, TableRegion, TableRow } from '@/platform/ui/table';
import type { FeedbackCounts, FeedbackTally } from '@/modules/feedback/rules/feedback-views';

const TYPE_NAMES = { seasonal: 'Seasonal', ten_day: '10-day', special_weather: 'Special weather' } as const;
const LANGUAGE_NAMES = { en: 'English', tag: 'Tagalog' } as const;
const TALLY_HEADINGS = ['Yes', 'No', 'Comments'];

function TallyCells({ tally }: { tally: FeedbackTally }) {
  return (
    <>
      <TableCell className="text-right tabular-nums">{tally.yes}</TableCell>
      <TableCell className="text-right tabular-nums">{tally.no}</TableCell>
      <TableCell className="text-right tabular-nums">{tally.comments}</TableCell>
    </>
  );
}

function TallyTable({ caption, headings, children, testId }: { caption: string; headings: string[]; children: ReactNode; testId: string }) {
  return (
    <TableRegion label={caption} className="mb-6" data-testid={testId}>
      <Table className="w-full">
        <TableCaption>{caption}</TableCaption>
        <TableHeadings headings={[...headings, ...TALLY_HEADINGS]} />
        <TableBody>{children}</TableBody>
      </Table>
    </TableRegion>
  );
}

/** Readers' answers counted per bulletin (with its reference, linked), per place and per crop. */
export function FeedbackTallies({ counts }: { counts: FeedbackCounts }) {
  const { total } = counts;
  return (
    <>
      <p className="mb-4" data-testid="feedback-total">
        In all: <strong>{total.yes}</strong> said yes, <strong>{total.no}</strong> said no, and <strong>{total.comments}</strong> wrote a comment.
      </p>
      <TallyTable
        caption={counts.moreBulletins > 0 ? `Per bulletin: the ${counts.bulletins.length} most recently answered (the CSV has all)` : 'Per bulletin'}
        headings={['Bulletin', 'Place', 'Crop', 'Type', 'Language']}
        testId="feedback-per-bulletin"
      >
        {counts.bulletins.map((row) => (
          <TableRow key={row.bulletinId}>
            <TableHead scope="row" className="font-normal">
              <a href={`/bulletins/${row.bulletinId}`} className="font-mono text-xs">
                {row.reference}
              </a>
            </TableHead>
            <TableCell>{row.place}</TableCell>
            <TableCell>{row.crop}</TableCell>
            <TableCell>{TYPE_NAMES[row.type]}</TableCell>
            <TableCell>{LANGUAGE_NAMES[row.language]}</TableCell>
            <TallyCells tally={row} />
          </TableRow>
        ))}
      </TallyTable>
      <TallyTable caption="Per place" headings={['Municipality or city', 'Province']} testId="feedback-per-place">
        {counts.places.map((row) => (
          <TableRow key={`${row.province}/${row.municipality}`}>
            <TableHead scope="row" className="font-normal">
              {row.municipality}
            </TableHead>
            <TableCell>{row.province}</TableCell>
            <TallyCells tally={row} />
          </TableRow>
        ))}
      </TallyTable>
      <TallyTable caption="Per crop" headings={['Crop']} testId="feedback-per-crop">
        {counts.crops.map((row) => (
          <TableRow key={row.crop}>
            <TableHead scope="row" className="font-normal">
              {row.crop}
            </TableHead>
            <TallyCells tally={row} />
          </TableRow>
        ))}
      </TallyTable>
    </>
  );
}
