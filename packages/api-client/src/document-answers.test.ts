import { COOKIE_NAMES, PRERENDERED_DOCUMENT } from '@sift/contracts';
import { ApiError } from './api-error';
import { createApiClient } from './create-api-client';
import { DOCUMENT_ANSWERS_FRESH_MS, takeDocumentAnswer } from './early-requests';
import { createMemoryStorage } from './key-value-storage';
import { catalogueResource } from './resources/catalogue.resource';
import { createFakeFetch, json } from './testing/fake-fetch';

const PREFIX = 'http://api.test/';
const TITLE_URL = `${PREFIX}content/v2/works/harbor-lights/`;

/** The page as the client reads it: the answers' script element and the cookies (node has no DOM). */
const page = { script: null as { textContent: string } | null, cookie: '' };
beforeAll(() => {
  Object.assign(globalThis, {
    window: globalThis,
    document: {
      getElementById: (id: string) => (id === PRERENDERED_DOCUMENT.answersId ? page.script : null),
      get cookie() {
        return page.cookie;
      },
    },
  });
});
afterAll(() => {
  delete (globalThis as Record<string, unknown>).window;
  delete (globalThis as Record<string, unknown>).document;
});

const setCookie = (token: string) => (page.cookie = `other=1; ${COOKIE_NAMES.token}=${encodeURIComponent(token)}`);

/** The answers the shell's server puts into a member's document (docs/decisions/0154), and its token cookie. */
function memberDocument(answers: Record<string, unknown> | null, { profileId = '7', token = 't1' }: { profileId?: string | null; token?: string } = {}) {
  delete (globalThis as unknown as Record<symbol, unknown>)[Symbol.for('sift.documentAnswers')];
  page.script = answers ? { textContent: JSON.stringify({ profileId, answers }) } : null;
  setCookie(token);
}

const headers = (token: string | null, profileId: string | null) => ({
  ...(token ? { Authorization: `Token ${token}` } : {}),
  ...(profileId ? { 'X-Sift-Profile-Id': profileId } : {}),
});

/** A client as a remote's, signed in with `token` and profile `profileId`, and what it asked the server. */
function client(token: string, profileId: number | null) {
  const server = createFakeFetch(() => json({ detail: 'asked the server' }, 404));
  const options = { prefixUrl: PREFIX, appVersion: 'discovery-1', getToken: () => token, getProfileId: () => profileId, storage: createMemoryStorage(), fetch: server.fetch };
  return { api: createApiClient(options, { catalogue: catalogueResource }), asked: server.requests };
}

describe("a member document's first answers", () => {
  it("answer the first GET of their URL for the document's token and profile, once; the next one asks the server", async () => {
    const work = { title: 'Harbor Lights' };
    memberDocument({ [TITLE_URL]: work });
    expect(takeDocumentAnswer(TITLE_URL, headers('t1', '7'), () => 1000)).toEqual({ body: work });
    expect(takeDocumentAnswer(TITLE_URL, headers('t1', '7'), () => 1000)).toBeNull();
  });

  it("are not another member's or another profile's: a request of another token or profile gets none", () => {
    memberDocument({ [TITLE_URL]: {} });
    expect(takeDocumentAnswer(TITLE_URL, headers('t2', '7'), () => 0)).toBeNull();
    expect(takeDocumentAnswer(TITLE_URL, headers('t1', '8'), () => 0)).toBeNull();
    expect(takeDocumentAnswer(TITLE_URL, headers('t1', null), () => 0)).toBeNull();
    expect(takeDocumentAnswer(TITLE_URL, headers(null, '7'), () => 0)).toBeNull();
    // The cookie changed (another member signed in since the document was made): the token the request sends is
    // still the old one's, which is no longer the cookie's.
    setCookie('t9');
    expect(takeDocumentAnswer(TITLE_URL, headers('t1', '7'), () => 0)).toBeNull();
    setCookie('t1');
    expect(takeDocumentAnswer(TITLE_URL, headers('t1', '7'), () => 0)).not.toBeNull();
  });

  it('are dropped once the page has been open longer than they stay fresh', () => {
    memberDocument({ [TITLE_URL]: {} });
    expect(takeDocumentAnswer(TITLE_URL, headers('t1', '7'), () => DOCUMENT_ANSWERS_FRESH_MS + 1)).toBeNull();
    expect(takeDocumentAnswer(TITLE_URL, headers('t1', '7'), () => 0)).toBeNull();
  });

  it("stand for the client's call, checked by its schema, and the next call asks the server", async () => {
    // A second into the page (in node, performance.now() counts from the test process's start).
    jest.spyOn(performance, 'now').mockReturnValue(1000);
    const { api, asked } = client('t1', 7);
    memberDocument({ [TITLE_URL]: { not: 'a work' } });
    // The document's answer goes through the same schema as the server's would.
    await expect(api.catalogue.work('harbor-lights')).rejects.toThrow(/GET content\/v2\/works\/harbor-lights\//);
    expect(asked).toHaveLength(0);
    await expect(api.catalogue.work('harbor-lights')).rejects.toBeInstanceOf(ApiError);
    expect(asked).toHaveLength(1);
  });

  afterEach(() => jest.restoreAllMocks());

  it('leave every other call to the server, and a document without them changes nothing', async () => {
    memberDocument({ [TITLE_URL]: {} });
    const { api, asked } = client('t1', 7);
    await expect(api.catalogue.work('crooked-river')).rejects.toBeInstanceOf(ApiError);
    expect(asked.map((r) => r.url.href)).toEqual([`${PREFIX}content/v2/works/crooked-river/`]);
    memberDocument(null);
    expect(takeDocumentAnswer(TITLE_URL, headers('t1', '7'), () => 0)).toBeNull();
  });
});
