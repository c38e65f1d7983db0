import { securityHeaders } from './security-headers';

describe('securityHeaders', () => {
  it("captures helmet's headers for the options, once", () => {
    const headers = securityHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"] } },
    });
    expect(headers).toMatchObject({
      'content-security-policy': "default-src 'none'",
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'SAMEORIGIN',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(headers).not.toHaveProperty('x-powered-by');
  });

  it('leaves out what the options turn off', () => {
    expect(securityHeaders({ contentSecurityPolicy: false, strictTransportSecurity: false })).not.toHaveProperty(
      'content-security-policy',
    );
  });

  it('refuses options helmet refuses', () => {
    expect(() => securityHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ['none'] } } })).toThrow();
  });
});
