import { ExecutionContext, Type } from '@nestjs/common';

/** The handler a context runs and its class: where decorators leave metadata, the method's first. */
export type HandlerTargets = readonly [handler: ReturnType<ExecutionContext['getHandler']>, cls: Type];

/**
 * What `read` makes of a handler's decorator metadata, read once per handler
 * and class: Nest's reflector walks prototype chains on every call, and
 * guards ask on every request. Metadata is fixed when the classes are
 * defined, so the first answer stays right.
 */
export function handlerMetadata<T>(read: (targets: HandlerTargets) => T): (context: ExecutionContext) => T {
  const byClass = new WeakMap<Type, WeakMap<object, T>>();
  return (context) => {
    const cls = context.getClass();
    const handler = context.getHandler();
    let byHandler = byClass.get(cls);
    if (byHandler === undefined) byClass.set(cls, (byHandler = new WeakMap()));
    if (byHandler.has(handler)) return byHandler.get(handler) as T;
    const value = read([handler, cls]);
    byHandler.set(handler, value);
    return value;
  };
}
