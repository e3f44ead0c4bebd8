/** A fetch stand-in for tests: records each request and answers with `respond`. */
export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** The JSON body, or undefined when there was none. */
  body: unknown;
  signal: AbortSignal;
}

export function createFakeFetch(respond: (request: RecordedRequest) => Response | Promise<Response> = () => json({})) {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const text = await request.text();
    const recorded: RecordedRequest = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
      signal: request.signal,
    };
    requests.push(recorded);
    return respond(recorded);
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const text = (body: string, status: number): Response =>
  new Response(body, { status, headers: { 'content-type': 'text/plain' } });

export const empty = (status = 204): Response => new Response(null, { status });
