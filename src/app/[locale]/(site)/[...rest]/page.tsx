import { notFound } from 'next/navigation';

// Unknown addresses are answered per request, so made-up URLs never fill the page cache.
export const dynamic = 'force-dynamic';

export default function UnknownPage() {
  notFound();
}
