import { parseRegistry } from './registry';

const remotes = {
  marketing: 'http://localhost:3001/mf-manifest.json',
  discovery: 'http://localhost:3002/mf-manifest.json',
  player: 'http://localhost:3003/mf-manifest.json',
  membership: 'http://localhost:3004/mf-manifest.json',
  account: 'http://localhost:3005/mf-manifest.json',
};

describe('the registry', () => {
  it('accepts an api URL and a manifest URL per remote', () => {
    expect(parseRegistry({ api: 'http://localhost:4000/', remotes })).toEqual({ api: 'http://localhost:4000/', remotes });
  });

  it('names the remotes it has no URL for', () => {
    const { player: _player, account: _account, ...rest } = remotes;
    expect(() => parseRegistry({ api: 'x', remotes: rest })).toThrow('no manifest URL for: player, account');
  });

  it('rejects a registry without an api URL', () => {
    expect(() => parseRegistry({ remotes })).toThrow('"api" URL');
    expect(() => parseRegistry(null)).toThrow();
  });
});
