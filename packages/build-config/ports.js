/** Where each app is served in development, e2e and the start command: one list for every tool that needs it. */
const DEFAULT_PORTS = { shell: 3000, marketing: 3001, discovery: 3002, player: 3003, membership: 3004, account: 3005 };
const API_PORT = 4000;

module.exports = { DEFAULT_PORTS, API_PORT };
