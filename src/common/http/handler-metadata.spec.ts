import { ExecutionContext, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { handlerMetadata } from './handler-metadata';

const TAG = 'test:tag';

@SetMetadata(TAG, 'class')
class Tagged {
  @SetMetadata(TAG, 'method')
  marked(): void {}

  plain(): void {}
}

class Other {
  plain(): void {}
}

function contextOf(cls: new () => object, handler: () => void): ExecutionContext {
  return { getClass: () => cls, getHandler: () => handler } as unknown as ExecutionContext;
}

describe('handlerMetadata', () => {
  const reflector = new Reflector();

  it('answers what the handler and its class declare, the method first', () => {
    const tagOf = handlerMetadata((targets) => reflector.getAllAndOverride<string>(TAG, [...targets]) ?? null);
    expect(tagOf(contextOf(Tagged, Tagged.prototype.marked))).toBe('method');
    expect(tagOf(contextOf(Tagged, Tagged.prototype.plain))).toBe('class');
    expect(tagOf(contextOf(Other, Other.prototype.plain))).toBeNull();
  });

  it('reads each handler once, and a handler shared by two classes once for each', () => {
    const read = jest.fn((targets: readonly unknown[]) => targets[1]);
    const of = handlerMetadata(read);
    const shared = Tagged.prototype.plain;
    expect(of(contextOf(Tagged, shared))).toBe(Tagged);
    expect(of(contextOf(Tagged, shared))).toBe(Tagged);
    expect(of(contextOf(Other, shared))).toBe(Other);
    expect(of(contextOf(Other, shared))).toBe(Other);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
