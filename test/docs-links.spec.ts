import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = join(__dirname, '..');

function markdownFiles(): string[] {
  const docs = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? docs(join(dir, e.name)) : e.name.endsWith('.md') ? [join(dir, e.name)] : [],
    );
  return [join(ROOT, 'README.md'), ...docs(join(ROOT, 'docs'))];
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');
}

function anchors(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```$/gm, '');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchor(m[1])));
}

/** Every relative link of a file, outside code blocks: [text](target). */
function links(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```$/gm, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]).filter((target) => !/^[a-z]+:/i.test(target));
}

describe('the README and docs/', () => {
  const files = markdownFiles();

  it('exist: the README links every document in docs/', () => {
    const linked = new Set(links(join(ROOT, 'README.md')).map((target) => target.split('#')[0]));
    const documents = files.filter((f) => f.startsWith(join(ROOT, 'docs'))).map((f) => relative(ROOT, f));
    expect(documents.length).toBeGreaterThan(0);
    expect(documents.filter((d) => !linked.has(d))).toEqual([]);
  });

  it.each(files.map((f) => [relative(ROOT, f), f]))(
    '%s links only to files and headings in the repository',
    (_, file) => {
      const broken = links(file).filter((target) => {
        const [path, hash] = target.split('#');
        const to = path === '' ? file : resolve(dirname(file), path);
        if (!to.startsWith(ROOT + '/') || !existsSync(to)) return true;
        return hash !== undefined && to.endsWith('.md') && !anchors(to).has(hash);
      });
      expect(broken).toEqual([]);
    },
  );
});
