#!/usr/bin/env bash
# bench/observatory.sh — Mozilla's HTTP Observatory scan of the site behind the nginx recipe of
# docs/deployment.md, served over TLS on https://localhost (ports 80 and 443: run as root).
#
# Needs nginx, openssl and the scanner, installed outside the project (it is no dependency):
#   npm install --prefix /tmp/obs --ignore-scripts @mdn/mdn-http-observatory@1.4.8
#   OBSERVATORY=/tmp/obs/node_modules/@mdn/mdn-http-observatory bench/observatory.sh
# The recipe is read from the documentation itself; only its names, paths and upstream port are
# replaced. The certificate is signed by a throwaway authority the scanner is told to trust.
set -euo pipefail
cd "$(dirname "$0")/.."
: "${OBSERVATORY:?Set OBSERVATORY to the installed @mdn/mdn-http-observatory package}"
PORT=3204
work=$(mktemp -d)
cleanup() {
  nginx -p "$work" -c "$work/nginx.conf" -s stop 2>/dev/null || true
  kill "$server" 2>/dev/null || true
  wait "$server" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj "/CN=Banc d'essai" \
  -keyout "$work/ca.key" -out "$work/ca.pem" 2>/dev/null
openssl req -newkey rsa:2048 -nodes -subj "/CN=localhost" -keyout "$work/site.key" -out "$work/site.csr" 2>/dev/null
openssl x509 -req -in "$work/site.csr" -CA "$work/ca.pem" -CAkey "$work/ca.key" -CAcreateserial -days 1 \
  -extfile <(printf "subjectAltName=DNS:localhost") -out "$work/site.pem" 2>/dev/null

recipe=$(awk '/^```nginx$/ {inside=1; next} /^```$/ {inside=0} inside' docs/deployment.md)
mkdir -p "$work/cache" "$work/logs"
{
  echo "pid $work/nginx.pid; error_log $work/logs/error.log; events {}"
  echo "http { access_log off;"
  printf '%s\n' "$recipe" |
    sed -e "s|127.0.0.1:3000|127.0.0.1:$PORT|" \
      -e "s|www.atlas-tech-formation.fr|localhost|g" \
      -e "s|/etc/letsencrypt/live/localhost/fullchain.pem|$work/site.pem|" \
      -e "s|/etc/letsencrypt/live/localhost/privkey.pem|$work/site.key|" \
      -e "s|/var/cache/nginx/formations|$work/cache|"
  echo "}"
} > "$work/nginx.conf"

E2E_PORT=$PORT node scripts/e2e-server.mjs > "$work/server.log" 2>&1 &
server=$!
for _ in $(seq 240); do curl -sf "http://127.0.0.1:$PORT/formations" > /dev/null && break; sleep 0.5; done
nginx -p "$work" -c "$work/nginx.conf"

NODE_EXTRA_CA_CERTS="$work/ca.pem" node "$OBSERVATORY/src/scan.js" localhost |
  node -e '
    const scan = JSON.parse(require("node:fs").readFileSync(0, "utf8"));
    if (!scan.scan) throw new Error(`Scan impossible : ${scan.error}`);
    console.log(`Observatory: ${scan.scan.grade}, ${scan.scan.score}/100 (${scan.scan.testsPassed}/${scan.scan.testsQuantity} tests passed)`);
    for (const [name, test] of Object.entries(scan.tests)) {
      console.log(`${test.pass ? "ok  " : "FAIL"} ${name}: ${test.result} (${test.scoreModifier >= 0 ? "+" : ""}${test.scoreModifier})`);
    }'
