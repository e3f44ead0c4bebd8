const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The en-US date format for `options`, built once: building an Intl.DateTimeFormat costs milliseconds on a phone's
 * CPU, formatting with one microseconds, and a page of receipts or credits formats dozens of dates while it renders
 * (issue 19).
 */
export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', options);
    formats.set(key, format);
  }
  return format;
}
