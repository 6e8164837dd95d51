import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * A full, synchronous garbage collection of this thread's heap. `--expose-gc` set at run time
 * reaches only contexts made after it, hence the new context; it exposes the one function and
 * changes nothing else about collection.
 */
export function loadFullCollection(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}
