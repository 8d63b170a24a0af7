#!/bin/sh
# The user guide's pictures, made again from the window as it is now:
#
#   sh assets/guide/screenshots.sh [--only NAME]
#
# Runs examples/guide_screenshots.rs (the real window, drawn by its own renderer) under a
# virtual display and writes assets/guide/en/images/*.png and assets/guide/ru/images/*.png
# from the training cases. Needs Xvfb (Debian: apt-get install xvfb xauth) and Mesa's
# OpenGL (libgl1-mesa-dri, in .ci/run-packages).
set -eu
cd "$(dirname "$0")/../.."
command -v xvfb-run >/dev/null 2>&1 || { echo "screenshots.sh: xvfb-run is missing (apt-get install xvfb xauth)" >&2; exit 1; }
cargo build --example guide_screenshots
# The screen is taller than the window: some pictures show a tall window.
xvfb-run -a -s "-screen 0 1600x1300x24" target/debug/examples/guide_screenshots assets/guide "$@"
# A palette of 256 colours draws the window as it is at a third of the size (pngquant, Debian's
# package of that name); without it the pictures stay as the window drew them.
if command -v pngquant >/dev/null 2>&1; then
    for picture in assets/guide/en/images/*.png assets/guide/ru/images/*.png; do
        pngquant --quality 70-95 --speed 1 --strip --force --output "$picture" "$picture"
    done
fi
