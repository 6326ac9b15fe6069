import { Table, TableBody, TableCaption, TableCell, TableHeadings, TableRegion, TableRow } from '@/platform/ui/table';
import { staffDateTime } from '@/modules/staff/rules/staff-labels';
import type { FeedbackCommentView } from '@/modules/feedback/rules/feedback-views';
import { ModerateCommentButtons } from './moderate-comment-buttons';

/**
 * Readers' comments with their bulletin; reviewers get Show and Hide on each. The comments are plain
 * text rendered as React text: a comment holding markup is shown as the characters typed.
 */
export function FeedbackCommentTable({
  caption,
  comments,
  canModerate,
  testId,
}: {
  caption: string;
  comments: readonly FeedbackCommentView[];
  canModerate: boolean;
  testId: string;
}) {
  return (
    <TableRegion label={caption} data-testid={testId}>
      <Table className="w-full min-w-[760px]">
        <TableCaption>{caption}</TableCaption>
        <TableHeadings headings={['Received', 'Bulletin', 'Useful', 'Comment', ...(canModerate ? ['Moderate'] : [])]} />
        <TableBody>
          {comments.map((comment) => (
            <TableRow key={comment.id} className="align-top">
              <TableCell className="whitespace-nowrap">
                {staffDateTime(comment.createdAt)}
                {/* A texted reply is a farmer's own words from a basic phone, not a reader of the web page: reviewers read it so. */}
                <span className="block text-xs">{comment.channel === 'sms' ? 'By text' : 'On the web page'}</span>
              </TableCell>
              <TableCell>
                <a href={`/bulletins/${comment.bulletinId}`} className="font-mono text-xs">
                  {comment.reference}
                </a>
                <span className="block text-xs">{comment.place}</span>
              </TableCell>
              <TableCell>{comment.useful === null ? '—' : comment.useful ? 'Yes' : 'No'}</TableCell>
              <TableCell className="max-w-md break-words whitespace-pre-line">{comment.comment}</TableCell>
              {canModerate ? (
                <TableCell>
                  <ModerateCommentButtons
                    id={comment.id}
                    state={comment.commentState}
                    label={`the comment on ${comment.reference} received ${staffDateTime(comment.createdAt)}`}
                  />
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableRegion>
  );
}
