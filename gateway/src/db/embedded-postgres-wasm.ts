import { setFlagsFromString } from 'node:v8';

/**
 * The embedded database is PostgreSQL compiled to WebAssembly (9 MB). V8 compiles all of it with
 * its baseline compiler, Liftoff, and by default compiles the functions that run often again with
 * TurboFan, on background threads whose compiler memory glibc keeps once they are done. Liftoff
 * alone holds the process about 50 MB smaller, and the database's own work (a few hundred
 * microseconds a statement, mostly in its parser, planner and storage) is not what a request waits
 * on (decision 041). Imported first by the modules that start PGlite, so it holds before it compiles.
 */
setFlagsFromString('--liftoff-only');
