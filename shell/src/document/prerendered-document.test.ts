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

  it('applies at the take-over the focus the app asked for while out of sight', () => {
    document.head.innerHTML = '<style>#sift-document + #root { display: none; }</style>';
    document.body.innerHTML =
      '<div id="sift-document" data-path="/default-filters" data-remote="player" data-kind="frame"><nav></nav></div>' +
      '<div id="root"><main><input type="checkbox" aria-label="Blasphemy"></main></div>';
    // As a browser does: focus() on an element that is not rendered does nothing.
    const browserFocus = HTMLElement.prototype.focus;
    HTMLElement.prototype.focus = function focus(this: HTMLElement, options?: FocusOptions) {
      if (getComputedStyle(document.getElementById('root')!).display === 'none' && document.getElementById('root')!.contains(this)) return;
      browserFocus.call(this, options);
    };
    try {
      const { takeOverDocument } = load();
      const box = document.querySelector<HTMLInputElement>('#root input')!;
      box.focus();
      expect(document.activeElement).not.toBe(box);
      takeOverDocument();
      expect(document.activeElement).toBe(box);
    } finally {
      HTMLElement.prototype.focus = browserFocus;
      document.head.innerHTML = '';
    }
  });

  it('does nothing on a document without one', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const { prerenderedPath, takeOverDocument } = load();
    expect(prerenderedPath()).toBeNull();
    expect(() => takeOverDocument()).not.toThrow();
  });
});
