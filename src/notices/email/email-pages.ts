/**
 * The small pages a person sees after following a link from an email in a
 * browser (which asks for text/html). No script, no style: the server's
 * content security policy forbids both.
 */

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head><body><h1>${escape(title)}</h1>${body}</body></html>\n`;
}

export function verifiedPage(address: string): string {
  return page('Address confirmed', `<p>Parlour will send turn alerts to ${escape(address)}.</p>`);
}

/** The page of an unsubscribe link: a button that posts to it (a GET alone changes nothing), or what it did. */
export function unsubscribePage(url: string, unsubscribed: boolean): string {
  if (unsubscribed)
    return page(
      'Unsubscribed',
      '<p>Parlour will send you no more turn alerts. You can turn them on again in your settings.</p>',
    );
  return page(
    'Stop email alerts?',
    `<form method="post" action="${escape(url)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Stop all turn alerts by email</button></form>`,
  );
}

export function linkErrorPage(message: string): string {
  return page('This link does not work', `<p>${escape(message)}</p>`);
}

/** Whether a request's Accept header asks for a page rather than JSON: it names text/html (browsers do). */
export function wantsPage(accept: string | undefined): boolean {
  return /(^|,)\s*text\/html\s*(;|,|$)/i.test(accept ?? '');
}
