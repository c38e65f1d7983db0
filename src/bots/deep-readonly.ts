/** `T` read-only all the way down: what a bot is handed cannot be written to, at any depth. */
export type DeepReadonly<T> = unknown extends T
  ? T
  : T extends Date | string | number | boolean | null | undefined
    ? T
    : T extends readonly (infer E)[]
      ? readonly DeepReadonly<E>[]
      : { readonly [K in keyof T]: DeepReadonly<T[K]> };
