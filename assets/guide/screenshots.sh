#!/bin/sh
# The user guide's pictures, made again from the program as it is now, in both books:
#
#   sh assets/guide/screenshots.sh [--only NAME]   writes them into assets/guide/{en,ru,bg}/images
#   sh assets/guide/screenshots.sh --check         writes nothing; fails when a committed
#                                                  picture no longer shows what the program draws
#
# The window's pictures: examples/guide_screenshots.rs, the real window drawn by its own
# renderer under a virtual display, from the training cases. The website's: examples/
# guide_site_pictures.rs, the site built from the same cases, served on 127.0.0.1 and
# photographed in headless Chromium. Every picture in the books' images/ folders is made by one
# of the two, but the install chapter's pictures of the Windows installer (install-*.png), which
# packaging/windows/screenshots.sh makes from the installer and checks after it is built. A
# picture is stale when more than 0.2 % of its pixels changed (examples/pictures).
#
# Needs Xvfb, Mesa's OpenGL, Chromium and ChromeDriver (Debian: xvfb xauth libgl1-mesa-dri
# chromium chromium-driver, in .ci/run-packages and .ci/test-packages).
set -eu
cd "$(dirname "$0")/../.."
check=""
only=""
while [ $# -gt 0 ]; do
    case "$1" in
        --check) check="--check" ;;
        --only) only="$2"; shift ;;
        *) echo "screenshots.sh: unknown argument $1 (--check, --only NAME)" >&2; exit 2 ;;
    esac
    shift
done
command -v xvfb-run >/dev/null 2>&1 || { echo "screenshots.sh: xvfb-run is missing (apt-get install xvfb xauth)" >&2; exit 1; }
# The test build's own profile: after `cargo test` these are already built.
cargo build --example guide_screenshots --example guide_site_pictures
made=$(mktemp)
trap 'rm -f "$made"' EXIT
status=0
# The screen is taller than the window: some pictures show a tall window.
if [ -n "$only" ]; then
    xvfb-run -a -s "-screen 0 1600x1300x24" target/debug/examples/guide_screenshots assets/guide --only "$only" $check || status=1
else
    # Each program's own status decides (a pipe into tee would hide a stale picture).
    step=$(mktemp)
    xvfb-run -a -s "-screen 0 1600x1300x24" target/debug/examples/guide_screenshots assets/guide $check >"$step" || status=1
    cat "$step"; cat "$step" >>"$made"
    target/debug/examples/guide_site_pictures assets/guide $check >"$step" || status=1
    cat "$step"; cat "$step" >>"$made"
    rm -f "$step"
fi
if [ -n "$check" ] && [ -z "$only" ]; then
    # A picture no program makes cannot be kept true: every committed one must be made (the
    # installer's by packaging/windows/screenshots.sh, which needs the installer built).
    for picture in assets/guide/*/images/*.png; do
        case "$picture" in */images/install-*.png) continue ;; esac
        grep -q "^$picture" "$made" || { echo "stale: $picture is made by neither program" >&2; status=1; }
    done
fi
[ "$status" = 0 ] || exit "$status"
# A palette of 256 colours draws the window as it is at a third of the size (pngquant, Debian's
# package of that name); without it the pictures stay as the program drew them.
if [ -z "$check" ] && command -v pngquant >/dev/null 2>&1; then
    # With --only, the pictures drawn now alone (the others are as they were committed).
    if [ -n "$only" ]; then pattern="assets/guide/*/images/$only.png"; else pattern="assets/guide/*/images/*.png"; fi
    for picture in $pattern; do
        # (The installer's are reduced by packaging/windows/screenshots.sh, which draws them.)
        case "$picture" in */images/install-*.png) continue ;; esac
        pngquant --quality 70-95 --speed 1 --strip --force --output "$picture" "$picture"
    done
fi
