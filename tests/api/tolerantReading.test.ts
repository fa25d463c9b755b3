import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../src/api/client';
import { lookUpLocation } from '../../src/api/weather';

describe('tolerant reading beyond the contracted replies', () => {
  it('an error body with fields we do not know still gives its message (the error catalogue still applies)', () => {
    const failure = new ApiFailure(400, { message: 'Invalid password', field: 'password', code: 'E_AUTH', traceId: 'x1' });
    expect(failure.serverMessage).toBe('Invalid password');
    expect(failure.message).toBe('Invalid password');
  });

  it('the IP geolocation service answers with more than we use: we keep what we use', async () => {
    const answer = { ip: '203.0.113.9', loc: '25.03,121.56', city: 'Taipei', region: 'Taipei', country: 'TW', org: 'AS0 Example', timezone: 'Asia/Taipei' };
    const location = await lookUpLocation('https://geo.example/json', () => Promise.resolve(Response.json(answer)));
    expect(location).toEqual({ loc: '25.03,121.56', city: 'Taipei', region: 'Taipei', country: 'TW' });
  });
});
