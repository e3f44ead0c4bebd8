/**
 * A release's renderer renders its pages (docs/decisions/0159): before a release whose routes are rendered per request
 * goes live, each of those pages is rendered for the verification member exactly as the shell's server will render it
 * (its first answers and session asked through `@sift/build-config/first-answers`, the renderer run in a worker by
 * `@sift/build-config/renderers`), at a sample path. A renderer that cannot load, or a page that throws or renders
 * nothing, refuses the release: on the live site such a page would quietly lose its rendering for every member.
 */
import type { IncomingMessage } from 'node:http';
import { COOKIE_NAMES, fillPath, siteRoutes, type Registry } from '@sift/contracts';
import { askFirstAnswers, getReleaseFile } from '@sift/build-config/first-answers';
import { createRenderers } from '@sift/build-config/renderers';
import { paramsFor, sampleParams, type Member } from './visit-plan';

/** A release check waits longer than a member's document: the renderer's first load on a busy machine. */
const CHECK_TIMEOUT_MS = 20_000;

/** The problems of the candidate's renderer with its `renderedPerRequest` pages, each naming the page. */
export async function rendererCheck(options: { candidate: Registry; remote: string; member: Member }): Promise<string[]> {
  const { candidate, remote, member } = options;
  const entry = candidate.remotes[remote];
  const rendered = siteRoutes(candidate).filter((def) => def.owner === remote && def.renderedPerRequest);
  if (!rendered.length) return [];
  if (!entry.renderer) return [`${rendered.map((def) => def.path).join(', ')} are rendered per request, but the release has no renderer (its build needs renderer: true).`];
  const samples = await sampleParams(candidate.api, member);
  const lines: string[] = [];
  const renderers = createRenderers({
    fetchText: (url) => getReleaseFile(url, CHECK_TIMEOUT_MS),
    log: (line) => lines.push(line),
    timeoutMs: CHECK_TIMEOUT_MS,
  });
  const problems: string[] = [];
  try {
    for (const def of rendered) {
      const params = paramsFor(def, samples);
      if (!params) continue;
      const path = fillPath(def.path, params);
      const req = { url: path, headers: { cookie: `${COOKIE_NAMES.token}=${member.token}; ${COOKIE_NAMES.profileId}=${member.profileId}` } } as unknown as IncomingMessage;
      const asked = await askFirstAnswers({ api: candidate.api, routeDef: def, pathname: path, req, scriptId: 'check', timeoutMs: CHECK_TIMEOUT_MS, withSession: true });
      if (!asked?.session || !Object.keys(asked.calls).length) {
        problems.push(`${path} (${remote}, rendered per request): the API gave neither its first answers nor the member's session to render it with.`);
        continue;
      }
      lines.length = 0;
      const html = await renderers.render(entry.renderer, {
        route: def.name,
        path,
        answers: asked.calls,
        session: asked.session,
        profileId: asked.profileId,
        buildId: entry.version,
        registry: { remotes: candidate.remotes },
        stylesheets: [],
      });
      if (html === null) problems.push(`${path} (${remote}, rendered per request): its renderer rendered nothing${lines.length ? `: ${lines.join(' ')}` : '.'}`);
    }
  } finally {
    await renderers.close();
  }
  return problems;
}
