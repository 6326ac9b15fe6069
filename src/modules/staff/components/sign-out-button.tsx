'use client';

import { LogOut } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { showToast } from '@/platform/ui/toast-store';
import { Button } from '@/platform/ui/button';
import { formatAuthError } from '@/modules/staff/rules/format-auth-error';
import { readAuthError } from './read-auth-error';

export function SignOutButton() {
  const t = useTranslations('Admin');
  const router = useRouter();
  const [working, setWorking] = useState(false);

  async function signOut() {
    setWorking(true);
    try {
      const response = await fetch('/api/auth/sign-out', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      if (!response.ok) {
        showToast('error', formatAuthError((await readAuthError(response)).message, 'sign-out failed'));
        return;
      }
      showToast('success', t('signedOut'));
      router.replace('/admin/login');
      router.refresh();
    } catch {
      showToast('error', 'sign-out failed');
    } finally {
      setWorking(false);
    }
  }

  return (
    <Button variant="outline" onClick={signOut} disabled={working}>
      <LogOut aria-hidden="true" className="size-4" />
      {t('signOut')}
    </Button>
  );
}
