'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** While the webhook has not arrived yet, reads the order again from the server every 2 seconds (for up to 2 minutes). */
export function ReceiptRefresh() {
  const router = useRouter();
  useEffect(() => {
    let count = 0;
    const timer = setInterval(() => {
      if (++count > 60) return clearInterval(timer);
      router.refresh();
    }, 2000);
    return () => clearInterval(timer);
  }, [router]);
  return null;
}
