import { TestEnvironment } from 'jest-environment-node';
import type { LogLine } from './log-capture';

const CAPTURED_LOGS_KEY = '__parlourCapturedLogs';

/** The part of jest-circus's events read here. */
interface TestEvent {
  readonly name: string;
  readonly test?: { readonly name: string; readonly errors: unknown[] };
}

/**
 * Node's environment, plus: what the test apps logged during a test
 * (test/support/log-capture.ts) is added to that test's failure, and dropped
 * when it passes. jest-environment-node is Jest's own (a dependency of jest
 * itself, so always the version Jest runs).
 */
export default class ParlourEnvironment extends TestEnvironment {
  handleTestEvent(event: TestEvent): void {
    if (event.name !== 'test_done' || !event.test) return;
    const lines = this.global[CAPTURED_LOGS_KEY] as LogLine[] | undefined;
    if (!lines || lines.length === 0) return;
    if (event.test.errors.length > 0) {
      const shown = new Error(
        `the test app logged (since the previous test ended):\n${lines.map((l) => JSON.stringify(l)).join('\n')}`,
      );
      shown.stack = shown.message;
      event.test.errors.push(shown);
    }
    lines.length = 0;
  }
}
