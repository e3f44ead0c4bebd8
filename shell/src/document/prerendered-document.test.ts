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

  it("carries what the visitor typed into the app's fields, focus and caret included, before a press is replayed", () => {
    document.body.innerHTML =
      '<div id="sift-document" data-path="/login" data-remote="membership"><form>' +
      '<input name="email" type="email" value=""><input name="password" type="password" value=""><input name="remember" type="checkbox">' +
      '<input name="untouched" value="as rendered"><button type="submit">Log In</button></form></div>' +
      '<div id="root"><form><input name="email" type="email"><input name="password" type="password"><input name="remember" type="checkbox">' +
      '<input name="untouched" value="the app\'s"><button type="submit">Log In</button></form></div>';
    const page = document.getElementById('sift-document')!;
    const [email, password, remember] = page.querySelectorAll('input');
    email.value = 'pat@home.example';
    password.value = 'secret-pass';
    remember.checked = true;
    password.focus();
    password.setSelectionRange(3, 3);
    // The visitor pressed Log In (recorded by start-on-intent while the app loaded).
    let modules!: { intent: typeof import('./start-on-intent'); document: typeof import('./prerendered-document') };
    jest.isolateModules(() => {
      modules = { intent: require('./start-on-intent'), document: require('./prerendered-document') };
    });
    void modules.intent.whenToStart();
    page.querySelector('button')!.click();

    const root = document.getElementById('root')!;
    const seen: string[] = [];
    root.addEventListener('input', (event) => seen.push(`input ${(event.target as HTMLInputElement).name}`));
    root.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault();
      const fields = root.querySelectorAll('input');
      seen.push(`submit ${fields[0].value} ${fields[1].value} ${fields[2].checked}`);
    });
    modules.document.takeOverDocument();

    expect(seen).toEqual(['input email', 'input password', 'input remember', 'submit pat@home.example secret-pass true']);
    const [appEmail, appPassword, , untouched] = root.querySelectorAll('input');
    expect(appEmail.value).toBe('pat@home.example');
    expect(untouched.value).toBe("the app's");
    expect(document.activeElement).toBe(appPassword);
    expect([appPassword.selectionStart, appPassword.selectionEnd]).toEqual([3, 3]);
  });

  it('does nothing on a document without one', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const { prerenderedPath, takeOverDocument } = load();
    expect(prerenderedPath()).toBeNull();
    expect(() => takeOverDocument()).not.toThrow();
  });
});
