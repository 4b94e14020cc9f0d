import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import {
  collectRenderedChunks,
  lazyChunk,
  preloadChunks,
  stopCollectingChunks,
} from './lazy-chunk';

function Greeting({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

describe('lazyChunk', () => {
  it('renders a preloaded chunk at once, without suspending (hydration finds it in place)', async () => {
    const Lazy = lazyChunk('test/preloaded.tsx', async () => ({ default: Greeting }));
    expect(await preloadChunks(['test/preloaded.tsx', 'test/unknown.tsx'])).toEqual([
      'test/unknown.tsx',
    ]);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Lazy name="ada" />
      </Suspense>,
    );
    expect(screen.getByText('hello ada')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('suspends on a chunk not loaded yet, and records the chunks a render used', async () => {
    const Lazy = lazyChunk('test/late.tsx', async () => ({ default: Greeting }));
    const used = collectRenderedChunks();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Lazy name="bob" />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    stopCollectingChunks();
    expect(await screen.findByText('hello bob')).toBeTruthy();
    expect([...used]).toEqual(['test/late.tsx']);
  });
});

/**
 * Every `lazyChunk('src/…')` id and `…_CHUNK = 'src/…'` constant names a real file: the server
 * looks it up in Vite's manifest.
 */
describe('chunk ids', () => {
  const root = join(__dirname, '..', '..');
  function* sources(dir: string): Generator<string> {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) yield* sources(path);
      else if (/\.tsx?$/.test(name) && !name.includes('.test.')) yield path;
    }
  }

  it('are source paths of the web app', () => {
    const ids: string[] = [];
    for (const file of sources(join(root, 'src'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(
        /(?:lazy(?:Chunk|Page)\(|_CHUNK = )[^']*'(src\/[^']+)'/gs,
      )) {
        if (match[1]) ids.push(match[1]);
      }
    }
    expect(ids.length).toBeGreaterThan(5);
    for (const id of ids) expect(statSync(join(root, id)).isFile(), id).toBe(true);
  });
});
