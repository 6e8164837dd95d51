const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A missing download answers a page a visitor can act on, not a blank error. */
export function missingDownloadPage(pathname: string): string {
  const name = escape(decodeURIComponent(pathname.split('/').pop() ?? ''));
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Download not available</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#0b2545}a{color:#1f5fa8}</style>
</head><body>
<h1>This download is not available right now</h1>
<p>The file <strong>${name}</strong> is not on the server at the moment.</p>
<p>Please try again later, or <a href="/contact">contact us</a> and we will send it to you.</p>
<p><a href="/downloads">Back to Downloads</a></p>
</body></html>`;
}
