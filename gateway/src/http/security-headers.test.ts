import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { HELMET_OPTIONS, securityHeaders } from './security-headers.js';

describe('security headers worked out once', () => {
  it('are the headers helmet sets on a real response', () => {
    const request = new IncomingMessage(new Socket());
    const response = new ServerResponse(request);
    let finished = false;
    helmet(HELMET_OPTIONS)(request, response, () => {
      finished = true;
    });
    expect(finished).toBe(true);
    expect(securityHeaders()).toEqual(response.getHeaders());
    expect(Object.keys(securityHeaders()).length).toBeGreaterThan(10);
  });
});
