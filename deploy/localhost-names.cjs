/**
 * Preloaded (`node --require deploy/localhost-names.cjs`) by the start command's release step: resolves every
 * `*.localhost` host name to 127.0.0.1 in this Node process, as browsers do (RFC 6761), so the release tool can reach
 * the remotes' origins on the edge (`http://<remote>.localhost:<edge>/`). glibc's resolver does not know them. In a
 * cloud the origins have real names and nothing is preloaded.
 */
const dns = require('node:dns');

const original = dns.lookup;
dns.lookup = function lookup(hostname, options, callback) {
  const done = typeof options === 'function' ? options : callback;
  const opts = typeof options === 'function' ? {} : typeof options === 'number' ? { family: options } : (options ?? {});
  if (typeof hostname === 'string' && hostname.toLowerCase().endsWith('.localhost')) {
    if (opts.all) return process.nextTick(done, null, [{ address: '127.0.0.1', family: 4 }]);
    return process.nextTick(done, null, '127.0.0.1', 4);
  }
  return original.call(this, hostname, options, callback);
};
