/**
 * The child process of pre-rendering (prerender.ts renderInChild): `tsx --tsconfig <file> prerender-runner.ts
 * <request.json> <documents.json>`. Loads the remote's documents module, renders its pages, writes them out; any
 * failure is its last line on stderr and a non-zero exit.
 */
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { loadAndRender, type RenderRequest } from './prerender';

const [input, output] = process.argv.slice(2);
const request = JSON.parse(fs.readFileSync(input, 'utf8')) as RenderRequest;
loadAndRender(request, (source) => import(pathToFileURL(source).href)).then(
  (rendered) => {
    fs.writeFileSync(output, JSON.stringify(rendered));
    process.exit(0);
  },
  (error: Error) => {
    console.error(error.stack ?? error.message);
    console.error(error.message.split('\n')[0]);
    process.exit(1);
  },
);
