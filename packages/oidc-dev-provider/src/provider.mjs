/**
 * The local OpenID Connect provider that stands in for Google and Apple in development and tests (spec 000 §4.4,
 * docs/decisions/0036-social-login.md). It is a real provider (oidc-provider: discovery, authorization code with
 * PKCE, signed ID tokens, userinfo), with one client per social provider Sift signs in with and a sign-in page that
 * offers demo identities or any e-mail address. The API server talks to it exactly as to accounts.google.com or
 * appleid.apple.com; production sets SIFT_OIDC_<PROVIDER>_* to the real providers instead.
 */
import http from 'node:http';
import { generateKeyPair, randomBytes, createHash } from 'node:crypto';
import { promisify } from 'node:util';
import Provider from 'oidc-provider';

/** The clients the API server uses: one per social provider, with the API's development secret. */
export const DEV_CLIENTS = {
  google: { clientId: 'sift-google', label: 'Google' },
  apple: { clientId: 'sift-apple', label: 'Apple' },
};
export const DEV_CLIENT_SECRET = 'sift-dev-oidc-secret';

/**
 * Demo identities offered on the sign-in page. `google-parent` is linked to parent@sift.example by the API's demo
 * seed (a known identity); the others are new until someone signs in with them.
 */
export const DEMO_IDENTITIES = [
  { sub: 'google-parent', email: 'parent@sift.example', name: 'Parker Lane', givenName: 'Parker', familyName: 'Lane' },
  { sub: 'demo-avery', email: 'avery@social.example', name: 'Avery Brooks', givenName: 'Avery', familyName: 'Brooks' },
  { sub: 'demo-jordan', email: 'jordan@social.example', name: 'Jordan Kim', givenName: 'Jordan', familyName: 'Kim' },
];

const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/** An identity typed on the sign-in page: its subject is derived from the e-mail, so the same address is the same person. */
export function identityForEmail(email, name = '') {
  const clean = email.trim().toLowerCase();
  const known = DEMO_IDENTITIES.find((identity) => identity.email === clean);
  if (known) return known;
  const local = clean.split('@')[0].replace(/[^a-z0-9]+/g, ' ').trim();
  const display = name.trim() || local.replace(/\b\w/g, (c) => c.toUpperCase()) || 'Sift Friend';
  const [givenName, ...rest] = display.split(/\s+/);
  return {
    sub: `email-${createHash('sha256').update(clean).digest('hex').slice(0, 24)}`,
    email: clean,
    name: display,
    givenName,
    familyName: rest.join(' '),
  };
}

const escapeHtml = (value) =>
  String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

function signInPage({ uid, clientLabel, error }) {
  const buttons = DEMO_IDENTITIES.map(
    (identity) =>
      `<li><button type="submit" name="sub" value="${escapeHtml(identity.sub)}">${escapeHtml(identity.name)} <small>${escapeHtml(identity.email)}</small></button></li>`,
  ).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with ${escapeHtml(clientLabel)} (development)</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; background: #f3f4f6; color: #111827; margin: 0; padding: 2rem 1rem; }
  main { max-width: 26rem; margin: 0 auto; background: #fff; border-radius: 12px; padding: 1.5rem; box-shadow: 0 4px 18px #0002; }
  h1 { font-size: 1.35rem; margin: 0 0 .25rem; } p { margin: .25rem 0 1rem; color: #374151; }
  ul { list-style: none; padding: 0; margin: 0 0 1.25rem; display: grid; gap: .5rem; }
  button { width: 100%; text-align: left; padding: .7rem .9rem; border: 1px solid #9ca3af; border-radius: 8px; background: #fff; font: inherit; cursor: pointer; color: #111827; }
  button:hover, button:focus-visible { border-color: #1d4ed8; outline: 2px solid #1d4ed8; }
  small { display: block; color: #4b5563; } label { display: block; font-weight: 600; margin: .5rem 0 .25rem; }
  input { width: 100%; box-sizing: border-box; padding: .6rem; border: 1px solid #6b7280; border-radius: 8px; font: inherit; }
  .primary { background: #1d4ed8; color: #fff; border-color: #1d4ed8; text-align: center; margin-top: 1rem; }
  .error { color: #b91c1c; font-weight: 600; } .cancel { margin-top: .75rem; text-align: center; }
</style></head>
<body><main>
  <h1>Sign in with ${escapeHtml(clientLabel)}</h1>
  <p>This is Sift's local stand-in for ${escapeHtml(clientLabel)} (development only). Choose a demo identity or use any e-mail address.</p>
  ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
  <form method="post" action="/interaction/${escapeHtml(uid)}/login">
    <ul>${buttons}</ul>
  </form>
  <form method="post" action="/interaction/${escapeHtml(uid)}/login">
    <label for="email">E-mail address</label>
    <input id="email" name="email" type="email" autocomplete="email" required>
    <label for="name">Name (optional)</label>
    <input id="name" name="name" type="text" autocomplete="name">
    <button class="primary" type="submit">Continue</button>
  </form>
  <form method="post" action="/interaction/${escapeHtml(uid)}/abort" class="cancel">
    <button type="submit">Cancel</button>
  </form>
</main></body></html>`;
}

async function readForm(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > 10_000) throw new Error('form too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * Creates the provider. `issuer` is its public URL (http://localhost:<port>); `redirectUris` are the site's
 * /oauth/<provider> pages it may send codes to.
 */
export async function createDevProvider({ issuer, redirectOrigins }) {
  const accounts = new Map(DEMO_IDENTITIES.map((identity) => [identity.sub, identity]));
  // The key comes out of the generation as a JWK: never exported from a KeyObject. Node 20 deadlocks when a garbage
  // collection runs during KeyObject.export({ format: 'jwk' }) and collects the generation's job, which holds the
  // same key (its destructor waits for the lock the export holds). A provider stuck there never listens, and every
  // social login of the site then answers 503.
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'jwk' }, privateKeyEncoding: { type: 'pkcs8', format: 'jwk' } });
  const jwk = { ...privateKey, kid: 'sift-dev', use: 'sig', alg: 'RS256' };

  const provider = new Provider(issuer, {
    clients: Object.entries(DEV_CLIENTS).map(([name, { clientId }]) => ({
      client_id: clientId,
      client_secret: DEV_CLIENT_SECRET,
      redirect_uris: redirectOrigins.map((origin) => `${origin}/oauth/${name}`),
      response_types: ['code'],
      grant_types: ['authorization_code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Google and Apple put the e-mail in the ID token; so does this stand-in.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const identity = accounts.get(sub);
      if (!identity) return undefined;
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: identity.email,
            email_verified: true,
            name: identity.name,
            given_name: identity.givenName,
            family_name: identity.familyName,
          };
        },
      };
    },
    // Sift is a first-party client: no consent screen, as with Google's own sign-in for a verified app.
    async loadExistingGrant(ctx) {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    ttl: { AccessToken: 600, AuthorizationCode: 120, IdToken: 600, Interaction: 900, Session: 3600, Grant: 3600 },
  });

  const labelFor = (clientId) => Object.values(DEV_CLIENTS).find((c) => c.clientId === clientId)?.label ?? 'your account';

  async function handleInteraction(req, res, uid, action) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    const clientLabel = labelFor(details.params.client_id);
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(signInPage({ uid, clientLabel }));
      return;
    }
    if (action === 'abort') {
      await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'The sign-in was cancelled.' }, { mergeWithLastSubmission: false });
      return;
    }
    const form = await readForm(req);
    let identity = form.get('sub') ? accounts.get(form.get('sub')) : null;
    if (!identity && form.get('email')) {
      if (!EMAIL.test(form.get('email').trim())) {
        res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
        res.end(signInPage({ uid, clientLabel, error: 'Enter a valid e-mail address.' }));
        return;
      }
      identity = identityForEmail(form.get('email'), form.get('name') ?? '');
      accounts.set(identity.sub, identity);
    }
    if (!identity) {
      res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
      res.end(signInPage({ uid, clientLabel, error: 'Choose an identity or enter an e-mail address.' }));
      return;
    }
    await provider.interactionFinished(req, res, { login: { accountId: identity.sub } }, { mergeWithLastSubmission: false });
  }

  const callback = provider.callback();
  const server = http.createServer((req, res) => {
    const match = /^\/interaction\/([\w-]+)(?:\/(login|abort))?$/.exec(new URL(req.url, issuer).pathname);
    if (match && (req.method === 'GET' || (req.method === 'POST' && match[2]))) {
      handleInteraction(req, res, match[1], match[2]).catch((error) => {
        if (res.headersSent) return res.end();
        res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(`This sign-in link has expired. Start again from Sift. (${error.message})`);
      });
      return;
    }
    callback(req, res);
  });
  return { provider, server };
}
