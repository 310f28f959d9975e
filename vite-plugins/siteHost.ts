/**
 * The host a build is for, from VITE_HOST (nginx, cloudflare or netlify: deploy/host-rules.mjs's
 * `requestLogs`): the privacy notice says what that host logs. Unset, a build is for nginx, and
 * a release build refuses it (vite-plugins/sampleValues.ts lists it with the samples).
 */
import { defaultHost, requestLogs, type RequestLogs } from '../deploy/host-rules.mjs';

export type SiteHost = keyof RequestLogs;

export function siteHostOf(value: string | undefined): SiteHost {
  if (!value) return defaultHost;
  if (!Object.hasOwn(requestLogs, value))
    throw new Error(
      `VITE_HOST=${value} is no host of deploy/host-rules.mjs: ${Object.keys(requestLogs).join(', ')}`,
    );
  return value as SiteHost;
}
