import { readFileSync } from 'node:fs';
import { PrismaPg } from '@prisma/adapter-pg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import * as bindings from '@prisma/schema-engine-wasm/schema_engine_bg';
import type { SchemaEngine } from '@prisma/schema-engine-wasm/schema_engine_bg';
import type { Pool } from 'pg';

/** The part of the WebAssembly global we use (@types/node 20 does not declare it). */
interface WasmRuntime {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: Record<string, object>) => { exports: Record<string, unknown> };
}
const wasm = (globalThis as unknown as { WebAssembly: WasmRuntime }).WebAssembly;

let initialised = false;

/**
 * Instantiates Prisma's schema engine from its WebAssembly build, once per
 * process. The package's entry imports the `.wasm` as an ES module, which Node
 * cannot do, so we wire the bindings to the instance ourselves
 * (docs/architecture.md).
 */
function initialise(): void {
  if (initialised) return;
  const file = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg').replace(/\.js$/, '.wasm');
  const instance = new wasm.Instance(new wasm.Module(readFileSync(file)), {
    './schema_engine_bg.js': withUnrefTimers(bindings),
  });
  bindings.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  initialised = true;
}

/**
 * The engine arms timers (a 10 s one after each run) that it does not wait on;
 * unreferenced, they no longer keep a finished CLI or test process alive.
 */
function withUnrefTimers(imports: object): Record<string, unknown> {
  const out: Record<string, unknown> = { ...imports };
  for (const [name, fn] of Object.entries(out)) {
    if (!name.startsWith('__wbg_setTimeout_') || typeof fn !== 'function') continue;
    out[name] = (...args: unknown[]) => {
      const timer = fn(...args) as { unref?: () => void };
      timer.unref?.();
      return timer;
    };
  }
  return out;
}

/**
 * Runs `work` with a schema engine that borrows connections from `pool`, the
 * caller's: an embedded PGlite accepts one connection at a time, so the
 * migrations and the application share one pool rather than taking turns at
 * reconnecting.
 */
export async function withSchemaEngine<T>(pool: Pool, work: (engine: SchemaEngine) => Promise<T>): Promise<T> {
  initialise();
  // An unbound PrismaPg fails inside the engine ("reading 'externalPool'").
  const adapter = bindMigrationAwareSqlAdapterFactory(new PrismaPg(pool));
  const engine = await bindings.SchemaEngine.new({ datamodels: undefined }, () => undefined, adapter);
  try {
    return await work(engine);
  } finally {
    engine.free();
  }
}
