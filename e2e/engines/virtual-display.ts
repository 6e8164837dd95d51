import { spawn } from 'node:child_process';

export interface VirtualDisplay {
  /** The value for DISPLAY, such as `:1`. */
  name: string;
  stop(): void;
}

/**
 * An X server in memory (Debian's xvfb) for a browser that cannot run headless. Xvfb picks a free
 * display number itself and writes it to file descriptor 3, so runs side by side never collide.
 */
export function startVirtualDisplay(): Promise<VirtualDisplay> {
  const server = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
  let stderr = '';
  server.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolveDisplay, reject) => {
    server.once('error', reject);
    server.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}: ${stderr}`)));
    server.stdio[3]?.once('data', (chunk: Buffer) => {
      resolveDisplay({ name: `:${chunk.toString().trim()}`, stop: () => server.kill('SIGTERM') });
    });
  });
}
