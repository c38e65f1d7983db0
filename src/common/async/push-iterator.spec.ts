import { PushIterator } from './push-iterator';

describe('PushIterator', () => {
  it('hands values over in order, whether pushed before or after next()', async () => {
    const it = new PushIterator<number>(() => undefined);
    it.push(1);
    expect(await it.next()).toEqual({ value: 1, done: false });
    const pending = it.next();
    it.push(2);
    it.push(3);
    expect(await pending).toEqual({ value: 2, done: false });
    expect(await it.next()).toEqual({ value: 3, done: false });
  });

  it('ends after what is buffered, and closes once', async () => {
    let closes = 0;
    const it = new PushIterator<number>(() => closes++);
    it.push(1);
    it.end();
    it.end();
    expect(await it.next()).toEqual({ value: 1, done: false });
    expect(await it.next()).toEqual({ value: undefined, done: true });
    expect(closes).toBe(1);
  });

  it('return() settles a pending next() and runs onClose at once', async () => {
    let closed = false;
    const it = new PushIterator<number>(() => (closed = true));
    const pending = it.next();
    await it.return();
    expect(closed).toBe(true);
    expect(await pending).toEqual({ value: undefined, done: true });
    it.push(3);
    expect(await it.next()).toEqual({ value: undefined, done: true });
  });

  it('fails after what is buffered', async () => {
    const it = new PushIterator<number>(() => undefined);
    it.push(1);
    it.fail(new Error('gone'));
    expect(await it.next()).toEqual({ value: 1, done: false });
    await expect(it.next()).rejects.toThrow('gone');
  });
});
