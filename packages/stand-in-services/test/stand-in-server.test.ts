/**
 * The stand-ins answer as the link dialog expects: sign-in with and without remember-me, identity, the access test
 * of each kind (Prime-like per title id, Peacock-like token refresh with OVP_00001 / OVP_00038 and entitlements over a
 * websocket, basic), and signing out of all devices.
 */
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { createStandInServer, standInService, STAND_IN_PASSWORD } from '../src';

const servers: { close: () => void }[] = [];
afterAll(() => servers.forEach((s) => s.close()));

async function start(slug: string) {
  const { server } = createStandInServer(standInService(slug)!);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push({ close: () => { server.closeAllConnections(); server.close(); } });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let jar: Record<string, string> = {};
  const cookie = () => Object.entries(jar).map(([k, v]) => `${k}=${v}`).join('; ');
  const request = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${base}${path}`, { ...init, redirect: 'manual', headers: { ...(init.headers as object), cookie: cookie() } });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, value] = pair.split('=');
      if (attributes.some((a) => a.trim() === 'Max-Age=0')) delete jar[name];
      else jar[name] = value;
    }
    return response;
  };
  const signIn = (email: string, remember: boolean) =>
    request('/signin', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ email, password: STAND_IN_PASSWORD, ...(remember && { remember: 'on' }) }).toString() });
  return { base, request, signIn, jar: () => jar, forget: () => (jar = {}) };
}

it('Prime-like: keeps the sign-in only with Keep Me Signed In, and checks title ids and the plan', async () => {
  const prime = await start('prime-video');
  expect((await prime.request('/api/whoami')).status).toBe(401);
  expect(await (await prime.request('/signin')).text()).toContain('Keep Me Signed In');
  expect((await prime.signIn('family@prime-video.example', false)).status).toBe(303);
  expect(Object.keys(prime.jar())).toEqual(['pv-session']);
  expect(await (await prime.request('/api/whoami')).json()).toMatchObject({ name: 'Parker Lane' });
  expect((await prime.request('/api/entitlements')).status).toBe(401);

  prime.forget();
  await prime.signIn('family@prime-video.example', true);
  expect(Object.keys(prime.jar()).sort()).toEqual(['pv-remember', 'pv-session']);
  const ok = await prime.request('/api/entitlements?gti=amzn1.dv.gti.demo-3');
  expect(await ok.json()).toMatchObject({ plan: 'Prime', catalogs: expect.arrayContaining(['prime-video', 'amazon-channels-starz']) });
  expect(await (await prime.request('/api/entitlements?gti=nope')).json()).toMatchObject({ error: 'INVALID_GTI' });
  expect((await (await prime.request('/api/watch-history')).json()).items).toHaveLength(2);

  prime.forget();
  await prime.signIn('noprime@prime-video.example', true);
  const refused = await prime.request('/api/entitlements');
  expect(refused.status).toBe(403);
  expect(await refused.json()).toMatchObject({ error: 'NO_PRIME' });
});

it('Peacock-like: OVP_00001 without Remember Me, OVP_00038 once revoked, entitlements over the websocket', async () => {
  const peacock = await start('peacock');
  await peacock.signIn('family@peacock.example', false);
  const noRemember = await peacock.request('/auth/tokens/refresh', { method: 'POST' });
  expect(await noRemember.json()).toMatchObject({ errorCode: 'OVP_00001' });

  peacock.forget();
  await peacock.signIn('family@peacock.example', true);
  const refreshed = (await (await peacock.request('/auth/tokens/refresh', { method: 'POST' })).json()) as { userToken: string };
  const socket = new WebSocket(`${peacock.base.replace('http', 'ws')}/ovp/entitlements`);
  const answer = await new Promise<string>((resolve) => {
    socket.on('open', () => socket.send(JSON.stringify({ userToken: refreshed.userToken })));
    socket.on('message', (data) => resolve(String(data)));
  });
  socket.close();
  expect(JSON.parse(answer)).toEqual({ plan: 'Premium', supported: true, catalogs: ['peacock'] });

  const remember = peacock.jar()['pk-remember'];
  await peacock.request('/signout-everywhere', { method: 'POST' });
  const revoked = await fetch(`${peacock.base}/auth/tokens/refresh`, { method: 'POST', headers: { cookie: `pk-remember=${remember}` } });
  expect(await revoked.json()).toMatchObject({ errorCode: 'OVP_00038' });
});

it('basic: identity and the plan for a remembered sign-in', async () => {
  const netflix = await start('netflix');
  await netflix.signIn('family@netflix.example', true);
  expect(await (await netflix.request('/api/entitlements')).json()).toEqual({ plan: 'Standard', supported: true, catalogs: ['netflix'] });
  const wrong = await netflix.request('/signin', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=family%40netflix.example&password=nope' });
  expect(wrong.status).toBe(400);
});
