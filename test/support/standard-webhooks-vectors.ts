/**
 * Test vectors from github.com/standard-webhooks/standard-webhooks. The specification's own
 * example (spec/standard-webhooks.md, "Webhook headers") does not publish its secret, so it only
 * shows the header's shape; the fixed vectors are its reference libraries' "sign" tests.
 */
export const VECTORS = [
  {
    // libraries/{javascript,go,python,ruby,csharp,java,php}: "sign function works"
    source: 'reference libraries (JavaScript, Go, Python, Ruby, C#, Java, PHP)',
    secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
    timestampSeconds: 1614265330,
    body: '{"test": 2432232314}',
    signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
  },
  {
    // libraries/rust/src/lib.rs: test_sign
    source: 'reference library (Rust)',
    secret: 'whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD',
    id: 'msg_27UH4WbU6Z5A5EzD8u03UvzRbpk',
    timestampSeconds: 1649367553,
    body: '{"email":"test@example.com","username":"test_user"}',
    signature: 'v1,tZ1I4/hDygAJgO5TYxiSd6Sd0kDW6hPenDe+bTa3Kkw=',
  },
];
