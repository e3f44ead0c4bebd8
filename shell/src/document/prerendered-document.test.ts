function load() {
  let module!: typeof import('./prerendered-document');
  jest.isolateModules(() => {
    module = require('./prerendered-document');
  });
  return module;
}

describe('the pre-rendered page of the document', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is shown until the app takes over, then gone, with focus on the same link in the app', () => {
    document.body.innerHTML =
      '<div id="sift-document" data-path="/" data-remote="marketing"><a href="/about">About</a></div>' +
      '<div id="root"><main><a href="/jobs">Jobs</a><a href="/about">About</a></main></div>';
    (document.querySelector('#sift-document a') as HTMLElement).focus();
    const { prerenderedPath, takeOverDocument } = load();
    expect(prerenderedPath()).toBe('/');
    takeOverDocument();
    expect(document.getElementById('sift-document')).toBeNull();
    expect(prerenderedPath()).toBeNull();
    expect(document.activeElement).toBe(document.querySelector('#root a[href="/about"]'));
    takeOverDocument(); // only once; a second call does nothing
  });

  it('does nothing on a document without one', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const { prerenderedPath, takeOverDocument } = load();
    expect(prerenderedPath()).toBeNull();
    expect(() => takeOverDocument()).not.toThrow();
  });
});
