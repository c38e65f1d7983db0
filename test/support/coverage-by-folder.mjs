// Prints line and branch coverage per folder of src/ from coverage/coverage-summary.json, which a run with
// --coverage writes (the json-summary reporter of jest.config.js), and fails when a folder named in FLOORS is below
// its floor of lines. CI runs it after the leg that collects coverage (docs/testing.md).
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Folders whose lines must stay covered: the rules engine and the match model, most of the behaviour. */
const FLOORS = { 'src/engine': 85, 'src/matches': 85 };

const root = join(import.meta.dirname, '..', '..');
const summary = JSON.parse(readFileSync(join(root, 'coverage', 'coverage-summary.json'), 'utf8'));
const folders = new Map();
for (const [file, s] of Object.entries(summary)) {
  if (file === 'total') continue;
  const parts = relative(root, file).split(sep);
  const folder = parts.length > 2 ? parts.slice(0, 2).join('/') : parts[0];
  const t = folders.get(folder) ?? { lines: [0, 0], branches: [0, 0] };
  t.lines[0] += s.lines.covered;
  t.lines[1] += s.lines.total;
  t.branches[0] += s.branches.covered;
  t.branches[1] += s.branches.total;
  folders.set(folder, t);
}
const percent = ([covered, total]) => (total === 0 ? 100 : (100 * covered) / total);
const shown = (p) => `${p.toFixed(1)}%`.padStart(6);
console.log('Coverage by folder:   lines  branches');
for (const [folder, t] of [...folders].sort(([a], [b]) => a.localeCompare(b)))
  console.log(`${folder.padEnd(20)} ${shown(percent(t.lines))}  ${shown(percent(t.branches))}   (${t.lines[1]} lines)`);
const below = Object.entries(FLOORS).filter(([folder, floor]) => percent(folders.get(folder)?.lines ?? [0, 1]) < floor);
for (const [folder, floor] of below) console.error(`${folder}: lines below ${floor}%`);
process.exitCode = below.length > 0 ? 1 : 0;
