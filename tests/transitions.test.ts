import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const readme = readFileSync('tests/README.md', 'utf8');
const rows = readme
  .split('\n')
  .filter((line) => /^\| .* \| [\w/]+\.test\.tsx? \| .* \|$/.test(line))
  .map((line) => line.split(' | ').map((cell) => cell.replace(/^\| |\s\|$/g, '').trim()));

describe('the SPEC §4 transitions table in tests/README.md', () => {
  it('lists the transitions', () => {
    expect(rows.length).toBeGreaterThanOrEqual(40);
  });

  it.each(rows.map(([transition = '', file = '', test = '']) => [transition, file, test]))('%s -> %s', (_transition, file, test) => {
    const source = readFileSync(`tests/${file}`, 'utf8');
    const quoted = [`'${test.replace(/'/g, "\\'")}'`, `"${test}"`, `\`${test}\``];
    expect(quoted.some((text) => source.includes(text)), `"${test}" in tests/${file}`).toBe(true);
  });
});
