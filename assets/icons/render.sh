#!/bin/sh
# Renders the application icon (casebook.svg) to the PNG sizes the desktop and the window use.
# Needs rsvg-convert (Debian: librsvg2-bin). Run from anywhere; the PNGs are committed.
set -eu
here=$(dirname "$0")
for size in 16 22 24 32 48 64 128 256 512; do
    mkdir -p "$here/hicolor/${size}x${size}/apps"
    rsvg-convert -w "$size" -h "$size" "$here/casebook.svg" \
        -o "$here/hicolor/${size}x${size}/apps/casebook.png"
done
