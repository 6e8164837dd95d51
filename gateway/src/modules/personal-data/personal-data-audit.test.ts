import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { personQuery } from './person-query.js';
import { auditPersonalData } from './personal-data-audit.js';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

describe('auditPersonalData', () => {
  it('records who erased whom as fingerprints, never the address or number itself', () => {
    const lines: string[] = [];
    const log = pino(new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(chunk.toString()), done()) }));
    auditPersonalData(log, 'admin', 'personalData.erase', personQuery(' Asha@Example.com ', '+91 98765 43210'), { rows: 3, files: 1 });
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(JSON.parse(line)).toMatchObject({
      msg: 'audit: personalData.erase',
      audit: { action: 'personalData.erase', actor: 'admin', person: { email: sha256('asha@example.com'), phone: sha256('9876543210') }, rows: 3, files: 1 },
    });
    expect(line.toLowerCase()).not.toContain('asha@example.com');
    expect(line).not.toContain('9876543210');
  });
});
