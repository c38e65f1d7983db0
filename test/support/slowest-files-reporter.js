// A Jest reporter (plain JavaScript: Jest loads reporters untransformed). At the end of a run it prints
// the test files that took longest, so a file that has grown slow is seen at once (docs/testing.md).
const SHOWN = 10;

class SlowestFilesReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const files = results.testResults
      .filter((r) => r.perfStats && r.perfStats.end > r.perfStats.start)
      .map((r) => ({
        seconds: (r.perfStats.end - r.perfStats.start) / 1000,
        path: r.testFilePath.startsWith(`${this.rootDir}/`)
          ? r.testFilePath.slice(this.rootDir.length + 1)
          : r.testFilePath,
        tests: r.numPassingTests + r.numFailingTests,
      }))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, SHOWN);
    if (files.length === 0) return;
    const lines = files.map((f) => `${f.seconds.toFixed(1).padStart(7)} s  ${f.path} (${f.tests} tests)`);
    process.stderr.write(`\nSlowest test files:\n${lines.join('\n')}\n`);
  }
}

module.exports = SlowestFilesReporter;
