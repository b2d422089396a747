import { escapeHtml } from '../../../platform/mail/index.js';

/** Where an admin opens the board from (the SPA's admin area, spec §2). */
export const ADMIN_AREA_PATH = '/admin/dashboard';

/**
 * Whether a refusal should be a page rather than the JSON envelope: a browser opening the board
 * (a navigation asks for text/html first), not its scripts, its API or a client asking for JSON.
 */
export function wantsPage(method: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const first = (accept ?? '').split(',')[0]?.split(';')[0]?.trim().toLowerCase();
  return first === 'text/html';
}

/**
 * The page a browser gets when the board refuses it: what happened (the error's own sentence)
 * and the way in, with no scripts and nothing from elsewhere.
 */
export function refusalPage(message: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Queue board · Encore</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#121212;color:#f2f2f2;font:16px/1.5 system-ui,sans-serif}
main{max-width:28rem;padding:2rem}
h1{font-size:1.4rem;margin:0 0 .75rem}
a{color:#ff0054;font-weight:600}
</style>
</head>
<body>
<main>
<h1>Queue board</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${ADMIN_AREA_PATH}">Go to the admin area</a></p>
</main>
</body>
</html>
`;
}
