// Worker-thread entry of the worker pool. The server runs TypeScript through tsx, but a worker thread starts
// without the parent's loader when the parent is not itself under `node --import tsx` (Vitest, for one):
// registering tsx here makes worker.ts load the same way under `tsx src/main.ts`, `node --import tsx` and tests.
import { tsImport } from 'tsx/esm/api';

const { default: runTask } = await tsImport('./worker.ts', import.meta.url);

export default runTask;
