import { MESSAGE_CLEAR_MS } from '@site/schema';
import { useEffect, useState } from 'react';

export interface Notice {
  tone: 'success' | 'error';
  text: string;
}

/**
 * A panel's last outcome message, cleared after the specification's 3 seconds. Each new message
 * gets its own 3 seconds, even when it replaces one still showing.
 */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), MESSAGE_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return {
    notice,
    success: (text: string) => setNotice({ tone: 'success', text }),
    failure: (text: string) => setNotice({ tone: 'error', text }),
  };
}
