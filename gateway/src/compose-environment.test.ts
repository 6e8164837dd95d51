import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFile(new URL(path, import.meta.url), 'utf8');

/** The names config.ts reads from the environment, `env.NAME`. */
function configNames(source: string): string[] {
  return [...new Set([...source.matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]!))].sort();
}

/** The keys of the shared gateway environment block of docker-compose.yml. */
function composeNames(compose: string): string[] {
  const block = /^x-gateway-environment: &gateway-environment\n((?:[ ]{2}.*\n|[ ]*#.*\n)+)/m.exec(compose);
  if (!block) throw new Error('docker-compose.yml has no x-gateway-environment block');
  return [...block[1]!.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]!).sort();
}

describe('docker-compose.yml', () => {
  it('gives the gateway every variable config.ts reads, and no other', async () => {
    const [config, compose] = await Promise.all([read('./config.ts'), read('../../docker-compose.yml')]);
    expect(configNames(config).length).toBeGreaterThan(10);
    expect(composeNames(compose)).toEqual(configNames(config));
  });

  it('runs two gateways behind the proxy, on PostgreSQL and Redis', async () => {
    const compose = await read('../../docker-compose.yml');
    expect(compose).toMatch(/^ {2}gateway:\n(?:.*\n)*? {4}deploy:\n {6}replicas: 2\n/m);
    expect(compose).toMatch(/^ {2}proxy:\n(?:.*\n)*? {6}- \.\/deploy\/nginx\.conf:/m);
    expect(compose).toMatch(/^ {2}redis:\n/m);
    expect(compose).toMatch(/^ {2}db:\n/m);
  });
});
