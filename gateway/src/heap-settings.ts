import { setFlagsFromString } from 'node:v8';

/**
 * V8 allocates the objects of an allocation site straight in the old generation once enough of
 * them have survived young collections ("pretenuring"), and does not take that back. On the
 * embedded database something in the gateway's start (most likely its traffic with PGlite over
 * loopback, which runs through the same stream and HTTP code as requests) made it pretenure sites
 * that every request's objects come from: under cached reads each young collection then moved
 * 1.7 MB to the old generation (92 KB on a server), pauses took 2.7 ms instead of 0.7, and the old
 * generation grew to 200 MB between full collections (decision 039). Set at run time, before any
 * other module runs (main.ts imports this first), it holds for the whole process.
 */
setFlagsFromString('--no-allocation-site-pretenuring');
