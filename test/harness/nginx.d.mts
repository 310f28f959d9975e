/** The nginx executable: $NGINX, /usr/sbin/nginx, or the first `nginx` on PATH; null when none. */
export declare function findNginx(): string | null;
