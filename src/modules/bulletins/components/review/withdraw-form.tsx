'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FailureNotice } from '@/platform/ui/form-feedback';
import { useOperation } from '@/platform/ui/use-operation';
import { Button } from '@/platform/ui/button';
import { Field, Textarea } from '@/platform/ui/field';
import { REVIEW_CONTRACT } from '@/modules/bulletins/rules/review-contract';

/** Takes a published bulletin back, with the reason its address will show. */
export function WithdrawForm({ id, reference }: { id: string; reference: string }) {
  const router = useRouter();
  const withdraw = useOperation(REVIEW_CONTRACT.withdraw, `${reference} was withdrawn.`);
  const [reason, setReason] = useState('');
  return (
    <form
      aria-label={`Withdraw ${reference}`}
      onSubmit={async (event) => {
        event.preventDefault();
        if (await withdraw.send({ reason }, { id })) router.refresh();
      }}
    >
      <Field label="Why it is withdrawn" hint="Shown on the bulletin's page, which stays at its address." error={withdraw.fieldError('reason')}>
        <Textarea name="reason" rows={2} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
      </Field>
      <Button type="submit" variant="destructive" className="mt-2" disabled={withdraw.state.status === 'pending'}>
        Withdraw bulletin
      </Button>
      {withdraw.state.status === 'failed' && !withdraw.fieldError('reason') ? <FailureNotice failure={withdraw.state.failure} /> : null}
    </form>
  );
}
