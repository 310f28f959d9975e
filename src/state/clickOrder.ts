/**
 * The order of the visitor's clicks on the site's links, EventLink's and PageLink's alike: as
 * in a browser, a later click overtakes one still waiting for its page, which then never lands.
 */
let latest = 0;

/** A click happened: its number, to ask later whether a newer one came. */
export function clicked(): number {
  latest += 1;
  return latest;
}

/** Whether `click` is still the visitor's last. */
export function isLatestClick(click: number): boolean {
  return click === latest;
}
