import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every `styles.name` a component reads exists in its CSS module. The production build (scope-hoisted) fails on
 * a missing class, but the dev server, the demo build and Storybook quietly render `class="undefined"`: this
 * finds it before a build does.
 */
const sources = readdirSync('src', { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.tsx') || file.endsWith('.ts'))
  .map((file) => join('src', file));

const uses = sources.flatMap((file) => {
  const source = readFileSync(file, 'utf8');
  const imported = /import \* as (\w+) from '(\.[^']+\.module\.css)'/g;
  return [...source.matchAll(imported)].map(([, name = '', css = '']) => {
    const used = new Set([...source.matchAll(new RegExp(`\\b${name}\\.(\\w+)`, 'g'))].map((match) => match[1] ?? ''));
    return { file, css: join(dirname(file), css), used: [...used] };
  });
});

/** The class names a CSS module defines (and so exports), camelCase as written. */
function classesOf(css: string): Set<string> {
  const text = readFileSync(css, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/:global\([^)]*\)/g, '');
  return new Set([...text.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? ''));
}

describe('CSS modules', () => {
  it('finds the components that use them', () => {
    expect(uses.length).toBeGreaterThan(40);
  });

  it.each(uses.map((use) => [use.file, use] as const))('%s uses only classes its module defines', (_file, use) => {
    const defined = classesOf(use.css);
    expect(use.used.filter((name) => !defined.has(name))).toEqual([]);
  });
});
