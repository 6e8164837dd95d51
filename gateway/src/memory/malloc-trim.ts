/**
 * glibc's `malloc_trim(0)`: hands back to the system every whole free page of the C heap, not only
 * its top. Buffers and sockets' memory come from that heap; once freed, glibc keeps most of it for
 * reuse, so after a load the gateway held 110 MB it no longer used (decision 042). Undefined where
 * the C library is not glibc (musl, macOS, Windows): there is nothing to call, and nothing is lost.
 * koffi is imported here, not at the top, so that a platform it has no binary for still starts.
 */
export async function loadMallocTrim(): Promise<(() => void) | undefined> {
  try {
    const { default: koffi } = await import('koffi');
    const trim = koffi.load('libc.so.6').func('int malloc_trim(size_t pad)') as (pad: number) => number;
    return () => {
      trim(0);
    };
  } catch {
    return undefined;
  }
}
