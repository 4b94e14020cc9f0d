// A setup file of the server test project. Its test files share one worker's loaded
// modules (`isolate: false`, decision 030), so a module another file loaded first would keep
// the real versions of what this file mocks. For a file that mocks (`vi.mock`, `vi.doMock`),
// clear the module registry before its imports: it loads everything anew, on its mocks. Files
// that mock nothing keep the shared modules.
import { readFileSync } from 'node:fs';
import { expect, vi } from 'vitest';

const file = expect.getState().testPath;
if (file && /\bvi\.(?:mock|doMock)\(/.test(readFileSync(file, 'utf8'))) vi.resetModules();
