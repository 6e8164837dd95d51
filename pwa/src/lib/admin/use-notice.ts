import { MESSAGE_CLEAR_MS } from '@site/schema';
import { useState } from 'react';
import { useTimeout } from '../use-timeout';

export interface Notice {
  tone: 'success' | 'error';
  text: string;
}

/** A panel's last outcome message, cleared after the specification's 3 seconds. */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  useTimeout(notice !== null, MESSAGE_CLEAR_MS, () => setNotice(null));
  return {
    notice,
    success: (text: string) => setNotice({ tone: 'success', text }),
    failure: (text: string) => setNotice({ tone: 'error', text }),
  };
}
