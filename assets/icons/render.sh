#!/bin/sh
# Renders the application icon (casebook.svg) to the PNG sizes the desktop and the window use.
# Needs rsvg-convert (Debian: librsvg2-bin). Run from anywhere; the PNGs and the .ico are committed.
set -eu
here=$(dirname "$0")
for size in 16 22 24 32 48 64 128 256 512; do
    mkdir -p "$here/hicolor/${size}x${size}/apps"
    rsvg-convert -w "$size" -h "$size" "$here/casebook.svg" \
        -o "$here/hicolor/${size}x${size}/apps/casebook.png"
done
# The Windows icon (the executable's, the installer's, the Start menu's): the sizes Explorer and
# the task bar ask for, in one .ico. Needs ImageMagick's convert.
convert $(for size in 16 24 32 48 64 128 256; do
    printf '%s ' "$here/hicolor/${size}x${size}/apps/casebook.png"
done) "$here/casebook.ico"
