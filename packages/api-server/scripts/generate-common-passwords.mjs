#!/usr/bin/env node
/**
 * Writes src/security/common-passwords.txt: the most common passwords that are long enough to pass the length
 * rule (8+ characters), in order of frequency, one a line. Source: the `passwords` frequency list of the zxcvbn
 * npm package (MIT, Dropbox; 30,000 entries ranked from Xato's 10 million password corpus). Generated offline:
 *
 *   npm pack zxcvbn@4.4.2 && tar -xzf zxcvbn-4.4.2.tgz
 *   node packages/api-server/scripts/generate-common-passwords.mjs ./package
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const packageDir = path.resolve(process.argv[2] ?? 'package');
const require = createRequire(import.meta.url);
const { passwords } = require(path.join(packageDir, 'lib', 'frequency_lists.js'));
const MIN_LENGTH = 8;
const list = [...new Set(passwords.map((p) => p.toLowerCase()))].filter((p) => p.length >= MIN_LENGTH);
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'security', 'common-passwords.txt');
fs.writeFileSync(out, `${list.join('\n')}\n`);
console.log(`wrote ${list.length} passwords of ${MIN_LENGTH}+ characters (of ${passwords.length}) to ${out}`);
