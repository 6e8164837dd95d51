import koffi from 'koffi';

/**
 * glibc's `malloc_trim(0)`: hands back to the system every whole free page of the C heap, not only
 * its top. Buffers and sockets' memory come from that heap; once freed, glibc keeps most of it for
 * reuse, so after a load the gateway held 110 MB it no longer used (decision 042). Undefined where
 * the C library is not glibc (musl, macOS, Windows): there is nothing to call, and nothing is lost.
 */
export function loadMallocTrim(): (() => void) | undefined {
  try {
    const trim = koffi.load('libc.so.6').func('int malloc_trim(size_t pad)') as (pad: number) => number;
    return () => {
      trim(0);
    };
  } catch {
    return undefined;
  }
}
