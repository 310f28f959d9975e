/** The part of deploy/host-rules.mjs that TypeScript reads (host-rules.mjs). */

/** Sent with every response, each once: [name, value]. */
export declare const securityHeaders: [name: string, value: string][];
