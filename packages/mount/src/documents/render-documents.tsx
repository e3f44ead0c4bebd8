/**
 * Pre-rendering (docs/decisions/0023-prerendered-pages.md), the remote's side: when a remote is released, each of
 * its public pages that it names in `src/documents.ts` is rendered to HTML with the data it needs at that moment,
 * through the very tree the mounted parcel renders (createRemoteRoot). The release tool calls `render` and publishes
 * the files; the shell's server places a file into the page it serves for that path. Runs in Node only.
 * `memberDocuments` are members' pages rendered the same way with public data only (the browse hero), what every
 * member sees first there; the shell's server places them in its member frame (docs/decisions/0144).
 * `requestDocuments` are members' pages the shell's server renders per request, through the release's renderer
 * bundle, with the member's session and the route's first answers (docs/decisions/0159): `renderRequest`.
 */
import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { matchPath, type Location, type Navigator } from 'react-router';
import {
  jsonForScript,
  user as userSchema,
  PRERENDERED_DOCUMENT,
  PRODUCT_NAME,
  siteRoutes,
  type OwnedRouteDef,
  type RegistryRoutes,
  type RemoteRoutes,
  type RouteDef,
} from '@sift/contracts';
import { activeProfileIdAtom, forgetAllData, sessionAtom, setSiteRoutes, siftStore } from '@sift/app-kit';
import type { Pages } from '../define-pages';
import { preloadPageAt } from '../lazy-page';
import { createRemoteRoot } from '../remote-root';

/** What a page's loader gets when the remote is released. */
export interface DocumentContext {
  route: RouteDef;
  /** The concrete path the document is served for. */
  path: string;
  /** The API the live site uses (the registry's `api`): where the page's data comes from. */
  apiUrl: string;
  buildId: string;
}

/** Loads the data a page is rendered with; null for a page that needs none. */
export type DocumentLoader = ((context: DocumentContext) => Promise<unknown>) | null;

/** What a member's page rendered per request is made from (docs/decisions/0159). */
export interface RequestContext {
  route: RouteDef;
  /** The concrete path asked for. */
  path: string;
  /** Its query string ('?a=b'; '' without one): a page rendered for one query alone returns null for another. */
  search: string;
  /** The route's `:param`s at that path. */
  params: Readonly<Record<string, string>>;
  /** The answer the shell's server got for one of the route's `firstAnswers` (as declared), or undefined. */
  answer(call: string): unknown;
}

/** The page's data from its first answers, or null when they do not make the page (the app renders it then). */
export type RequestLoader = (context: RequestContext) => unknown;

export interface DocumentsDefinition {
  name: string;
  routes: RemoteRoutes;
  pages: Pages;
  /** Route name -> the loader of its data: the pages to pre-render (only pages without required path parameters). */
  documents: Record<string, DocumentLoader>;
  /**
   * Route name -> the loader of its public data: members' pages to pre-render as every member first sees them, with
   * no member's data (what depends on the member renders as it does while loading). Served to signed-in requests only.
   */
  memberDocuments?: Record<string, DocumentLoader>;
  /**
   * Route name -> how its data comes from the route's first answers: members' pages the shell's server renders per
   * request (the route says `renderedPerRequest`), with the member's session, the page's data for the member.
   */
  requestDocuments?: Record<string, RequestLoader>;
}

/** One member's page to render (what the shell's server sends the release's renderer: docs/decisions/0159). */
export interface RenderRequestOptions {
  /** The route's name (one of `requestDocuments`). */
  route: string;
  path: string;
  /** The query string of the address asked for ('' or absent without one). */
  search?: string;
  /** The route's first answers, by the call as the route declares it. */
  answers: Readonly<Record<string, unknown>>;
  /** The member's session answer (GET users/current/), and the profile the document is for. */
  session: unknown;
  profileId: number | null;
  buildId: string;
  /** The live registry's routes (the site's routes, so links are written to the right paths). */
  registry: RegistryRoutes;
  /** Absolute URLs of the release's stylesheets (the styles of its './start'). */
  stylesheets: readonly string[];
}

export interface RenderOptions {
  buildId: string;
  apiUrl: string;
  /** The whole site's routes as they will be live with this release, so links are written to the right paths. */
  siteRoutes: readonly OwnedRouteDef[];
  /** Absolute URLs of the release's stylesheets (the styles of its './start'). */
  stylesheets: readonly string[];
}

export interface RenderedDocument {
  path: string;
  /** The file name within the release's documents folder. */
  file: string;
  /** The fragment: head part, body marker, body part. */
  html: string;
  /** A member's page (memberDocuments), served to signed-in requests only. */
  member?: boolean;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const location = (path: string, search = ''): Location => ({ pathname: path, search, hash: '', state: null, key: 'prerendered' });
const staticNavigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`),
  push: () => undefined,
  replace: () => undefined,
  go: () => undefined,
};

/**
 * The page's HTML once everything in it is ready. Any error fails it: React would otherwise quietly leave that part
 * to the browser, and a visitor would get a page with a hole in it.
 */
function renderPage(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const errors: unknown[] = [];
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        done();
        if (errors.length) reject(errors[0]);
        // Markup a script would have to finish (a suspended or client-rendered part) is not a page.
        else if (/<!--\$[?!]-->|<template|<script/.test(html)) reject(new Error('part of it would only appear with JavaScript'));
        else resolve(html);
      },
    });
    const stream = renderToPipeableStream(element, {
      // Never outline a big part into hidden markup revealed by a script: the page must read without scripts.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => void errors.push(error),
      onShellError: reject,
      onAllReady: () => stream.pipe(sink),
    });
  });
}

/** A pre-rendered page as a fragment: head part, body marker, body part, the data it was rendered with. */
function fragmentOf(route: RouteDef, stylesheets: readonly string[], body: string, data: unknown): string {
  const head = [
    `<title>${escapeHtml(`${route.title} | ${PRODUCT_NAME}`)}</title>`,
    ...(route.description ? [`<meta name="description" content="${escapeHtml(route.description)}">`] : []),
    ...stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
  ];
  const dataScript = `<script type="application/json" ${PRERENDERED_DOCUMENT.dataAttribute}>${jsonForScript(data)}</script>`;
  return `${head.join('\n')}\n${PRERENDERED_DOCUMENT.bodyMarker}\n${body}\n${dataScript}\n`;
}

/** The file name of a route's document: its name in kebab case. */
export const documentFile = (routeName: string) => `${routeName.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.html`;

export function defineDocuments(definition: DocumentsDefinition) {
  async function render(options: RenderOptions): Promise<RenderedDocument[]> {
    const Root = createRemoteRoot({ ...definition, buildId: options.buildId });
    setSiteRoutes(options.siteRoutes);
    // Documents are what a visitor sees: signed-in users are never served one (the shell's server checks). Members'
    // documents hold no member's data either: rendered the same way, they show what depends on the member loading.
    siftStore.set(sessionAtom, { status: 'anonymous' });
    const rendered: RenderedDocument[] = [];
    const pages = [
      ...Object.entries(definition.documents).map(([name, loader]) => ({ name, loader, member: false })),
      ...Object.entries(definition.memberDocuments ?? {}).map(([name, loader]) => ({ name, loader, member: true })),
    ];
    for (const { name, loader, member } of pages) {
      const route = definition.routes.routes.find((r) => r.name === name);
      if (!route) throw new Error(`${definition.name} pre-renders "${name}", which is not one of its routes.`);
      // A route whose parameters are all optional (/login/:emailAs?) is pre-rendered at its path without them.
      const path = route.path.replace(/\/:[^/]+\?/g, '') || '/';
      if (path.includes(':')) throw new Error(`${name} (${route.path}) has path parameters: only fixed paths are pre-rendered.`);
      const data = loader ? await loader({ route, path, apiUrl: options.apiUrl, buildId: options.buildId }) : undefined;
      await preloadPageAt(definition.routes, definition.pages, path);
      let body: string;
      try {
        body = await renderPage(<Root location={location(path)} navigator={staticNavigator} prerendered={{ path, data }} />);
      } catch (error) {
        throw new Error(`${route.path} could not be rendered: ${(error as Error).message ?? error}`, { cause: error });
      }
      const html = fragmentOf(route, options.stylesheets, body, data);
      rendered.push(member ? { path, file: `member-${documentFile(name)}`, html, member } : { path, file: documentFile(name), html });
    }
    return rendered;
  }

  // The store and the query client are the module's own: one request is rendered at a time, and leaves nothing behind.
  let queue: Promise<unknown> = Promise.resolve();

  /**
   * A member's page rendered for one request (docs/decisions/0159): the page as the app first renders it for this
   * member and profile from the same answers, so the app takes it over without a change. Null when the route is not
   * rendered per request, the path is not the route's, there is no session, or the answers do not make the page.
   * Throws when the page cannot be rendered.
   */
  function renderRequest(request: RenderRequestOptions): Promise<string | null> {
    const run = queue.then(() => renderOne(request));
    queue = run.catch(() => undefined);
    return run;
  }

  async function renderOne(request: RenderRequestOptions): Promise<string | null> {
    const loader = definition.requestDocuments?.[request.route];
    const route = definition.routes.routes.find((r) => r.name === request.route);
    const params = route && matchPath({ path: route.path, end: true }, request.path)?.params;
    const session = userSchema.safeParse(request.session);
    if (!loader || !route || !params || !session.success) return null;
    // A page that needs a profile is not what the app shows a member who has not chosen one of theirs.
    if (route.needsProfile && !session.data.profiles.some((profile) => profile.id === request.profileId)) return null;
    const defined = Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined));
    const search = request.search ?? '';
    const data = loader({ route, path: request.path, search, params: defined, answer: (call) => request.answers[call] });
    if (data === null || data === undefined) return null;
    const Root = createRemoteRoot({ ...definition, buildId: request.buildId });
    try {
      setSiteRoutes(siteRoutes(request.registry));
      // The member as the app knows them once the session has resumed; the token stays with the server.
      siftStore.set(sessionAtom, { status: 'signed-in', user: session.data, token: '', impersonating: false });
      siftStore.set(activeProfileIdAtom, request.profileId);
      await preloadPageAt(definition.routes, definition.pages, request.path);
      const body = await renderPage(<Root location={location(request.path, search)} navigator={staticNavigator} prerendered={{ path: request.path, data }} />);
      return fragmentOf(route, request.stylesheets, body, data);
    } finally {
      siftStore.set(sessionAtom, { status: 'loading' });
      siftStore.set(activeProfileIdAtom, null);
      forgetAllData();
    }
  }

  return { name: definition.name, render, renderRequest };
}

export type DocumentsModule = ReturnType<typeof defineDocuments>;
