import { ConnectionLimiter } from './connection-limiter';

describe('ConnectionLimiter', () => {
  it('lets a player open up to the bound, counts each player apart, and frees a slot on release', () => {
    const limiter = new ConnectionLimiter(2);
    const first = limiter.acquire('ann');
    limiter.acquire('ann');
    expect(() => limiter.acquire('ann')).toThrow(expect.objectContaining({ code: 'TOO_MANY_CONNECTIONS' }));
    expect(() => limiter.acquire('ben')).not.toThrow();
    first();
    first();
    expect(() => limiter.acquire('ann')).not.toThrow();
    expect(() => limiter.acquire('ann')).toThrow(expect.objectContaining({ code: 'TOO_MANY_CONNECTIONS' }));
  });
});
