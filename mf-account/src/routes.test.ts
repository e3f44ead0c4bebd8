import routes from './routes';

describe('mf-account routes', () => {
  it('gives the cancel flow a white background and numbers its steps (002 §2.4)', () => {
    const cancel = routes.routes.filter((r) => r.wizard === 'cancel');
    expect(cancel.every((r) => r.background === 'white' && r.access === 'private')).toBe(true);
    expect(cancel.map((r) => r.step)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
