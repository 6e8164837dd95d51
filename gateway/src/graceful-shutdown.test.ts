import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validEnquiry } from '@site/schema/test/factories';
import { afterEach, describe, expect, it } from 'vitest';

const gatewayDir = fileURLToPath(new URL('..', import.meta.url));
let child: ChildProcess | undefined;
let dataDir: string | undefined;

afterEach(async () => {
  child?.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Starts the real gateway process on a free port and resolves once it listens. */
async function startGateway(): Promise<{ port: number; exited: Promise<number | null> }> {
  dataDir = await mkdtemp(join(tmpdir(), 'shutdown-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    ADMIN_PASSWORD: 'shutdown test',
    WEB_ROOT: join(dataDir, 'none'),
  };
  delete env.DATABASE_URL;
  child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/main.ts'], { cwd: gatewayDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<number | null>((resolve) => child!.on('exit', resolve));
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child!.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (listening) resolve(Number(listening[1]));
    });
    void exited.then((code) => reject(new Error(`gateway exited with ${code}: ${output}`)));
  });
  return { port, exited };
}

describe('stopping on SIGTERM', () => {
  it('lets a request in flight finish, then exits cleanly', async () => {
    const { port, exited } = await startGateway();
    const body = JSON.stringify({
      query: 'mutation($id: String!, $input: EnquiryInput!) { submitEnquiry(submissionId: $id, input: $input) { id } }',
      variables: { id: 'shutdown-0001', input: validEnquiry({ enquiry: 'Sent while stopping' }) },
    });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: '/graphql',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      // Half the body now; the rest after the signal, so the request is in flight when it arrives.
      req.write(body.slice(0, 40));
      setTimeout(() => {
        child!.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(40)), 300);
      }, 300);
    });

    const { status, text } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(text)).toMatchObject({ data: { submitEnquiry: { id: expect.any(String) } } });
    expect(await exited).toBe(0);
    // A process compiled by tsx as it starts: slow on a busy machine.
  }, 90_000);
});
