import routes from './routes';

describe('mf-marketing routes', () => {
  it('maps /cj to free14 and gives /gabb its campaign tags (000 §2.2)', () => {
    expect(routes.redirects.find((r) => r.from === '/cj')?.query).toEqual({ promo_code: 'free14' });
    expect(Object.keys(routes.redirects.find((r) => r.from === '/gabb')?.query ?? {})).toHaveLength(4);
  });

  it('sets the partner promo codes on arrival (000 §2.1)', () => {
    expect(routes.routes.find((r) => r.name === 'movieguide')?.promoCode).toBe('movieguide');
    expect(routes.routes.find((r) => r.name === 'affiliateSignup')?.promoCode).toBe('affiliatevippass');
  });

  it('sends the help-centre paths to external https URLs', () => {
    const external = routes.redirects.filter((r) => r.external);
    expect(external.map((r) => r.from)).toEqual(expect.arrayContaining(['/support', '/help', '/faq', '/partners-signup']));
    expect(external.every((r) => r.to.startsWith('https://'))).toBe(true);
  });
});
