#!/bin/sh
# Writes src/app/fonts/space-grotesk-700-fr.woff2, the headings' face cut to what French text
# needs (docs/decisions/074-public-forms-and-the-first-view.md): Latin-1, œ/Œ, the combining grave,
# acute and diaeresis (decomposed text), thin space, dashes, quotes, bullet, ellipsis, €, ™ and −,
# with kerning and ligatures. Run it after an update of @fontsource/space-grotesk; it needs
# Debian's fontTools:
#   apt-get install python3-fonttools python3-brotli
set -eu
cd "$(dirname "$0")/.."
/usr/bin/python3 -m fontTools.subset \
  node_modules/@fontsource/space-grotesk/files/space-grotesk-latin-700-normal.woff2 \
  --unicodes="U+0020-007E,U+00A0-00FF,U+0152-0153,U+0300-0301,U+0308,U+2009,U+2013-2014,U+2018-201E,U+2022,U+2026,U+2039-203A,U+20AC,U+2122,U+2212" \
  --layout-features="kern,liga" \
  --flavor=woff2 \
  --output-file=src/app/fonts/space-grotesk-700-fr.woff2
