import { setFlagsFromString } from 'node:v8';

/**
 * The embedded database is PostgreSQL compiled to WebAssembly (9 MB). V8 compiles all of it with
 * its baseline compiler, Liftoff, and by default compiles the functions that run often again with
 * TurboFan, on background threads whose compiler memory glibc keeps once they are done. Liftoff
 * alone holds the gateway 70-100 MB smaller for about a tenth of the embedded database's write rate
 * (decision 041). Imported first by the modules that start PGlite, so it holds before it compiles.
 */
setFlagsFromString('--liftoff-only');
