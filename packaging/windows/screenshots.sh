#!/bin/sh
# The install chapter's pictures of the Windows installer's pages, in both books, from the
# installer packaging/windows/build.sh made:
#
#   sh packaging/windows/screenshots.sh [--check] [SETUP.EXE]
#
# The installer runs under Wine in a throwaway prefix on a virtual display (Xvfb), once in
# English and once in Russian (Wine gives a program the language of LC_ALL, and the installer
# speaks the language of the user's Windows). Each page is photographed when it is drawn whole
# (two captures half a second apart are the same): the components page, then, after Next, Next
# and Install, the last page (the welcome page is passed by). The installer is then ended; it
# installed nothing but into the prefix. The pictures are written into assets/guide/<en|ru>/images/install-*.png, or with
# --check compared with the committed ones, which are left as they are: the comparison is the
# guide's other pictures' own (examples/guide_picture_check.rs, examples/pictures), and a
# picture is stale when more than 0.2 % of its pixels changed.
#
# The setup defaults to the newest target/windows/Casebook-*-setup.exe. Needs wine, xvfb,
# xdotool and imagemagick (.ci/windows-packages), and fonts-wine: the installer's pages are
# drawn in Wine's own Tahoma, copied into the prefix, so that they read the same on every
# machine whatever other fonts it has.
set -eu
cd "$(dirname "$0")/../.."
fail() { echo "screenshots.sh: $*" >&2; exit 1; }
check=""
setup=""
while [ $# -gt 0 ]; do
    case "$1" in
        --check) check="--check" ;;
        -*) fail "unknown argument $1 (--check, SETUP.EXE)" ;;
        *) setup=$1 ;;
    esac
    shift
done
[ -n "$setup" ] || setup=$(ls -t target/windows/Casebook-*-setup.exe 2>/dev/null | head -n 1)
[ -f "$setup" ] || fail "no installer (sh packaging/windows/build.sh)"
setup=$(realpath "$setup")
for tool in wine wineboot wineserver Xvfb xdotool import convert python3; do
    command -v "$tool" >/dev/null 2>&1 ||
        fail "$tool is missing (Debian: apt-get install wine wine64 xvfb xdotool imagemagick python3)"
done
wine_fonts=/usr/share/wine/fonts
[ -f "$wine_fonts/tahoma.ttf" ] || fail "Wine's fonts are missing (Debian: apt-get install fonts-wine)"
# The test build's own profile: after `cargo test` the rest is already built.
cargo build --example guide_picture_check
compare=target/debug/examples/guide_picture_check

work=$(mktemp -d)
xvfb_pid=
cleanup() {
    WINEPREFIX="$work/prefix" wineserver -k 2>/dev/null || true
    [ -z "$xvfb_pid" ] || kill "$xvfb_pid" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

export WINEPREFIX="$work/prefix" WINEARCH=win64 WINEDEBUG=-all
# No Mono or Gecko download prompts.
export WINEDLLOVERRIDES="mscoree,mshtml="

display=99
while [ -e "/tmp/.X$display-lock" ]; do display=$((display + 1)); done
Xvfb ":$display" -screen 0 1024x768x24 -nolisten tcp >/dev/null 2>&1 &
xvfb_pid=$!
export DISPLAY=":$display"
for _ in $(seq 1 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done
# The pointer out of the way: over a component, the components page would describe it.
xdotool mousemove 0 0

LC_ALL=en_US.UTF-8 wineboot --init >/dev/null 2>&1
wineserver -w
fonts="$WINEPREFIX/drive_c/windows/Fonts"
cp "$wine_fonts"/*.ttf "$fonts/"
# Wine's bold Tahoma carries glyphs drawn pixel by pixel for its small sizes; at 16 pixels (the
# welcome and last pages' titles) they are thin and leave a space after the Cyrillic к
# ("установк и"). The copy in the prefix loses that size's, which is then drawn from the
# outlines, bold, as Windows draws it.
python3 - "$fonts/tahomabd.ttf" <<'PY'
import struct, sys
font = bytearray(open(sys.argv[1], "rb").read())
tables = struct.unpack(">H", font[4:6])[0]
for entry in range(12, 12 + 16 * tables, 16):
    if font[entry:entry + 4] == b"EBLC":
        eblc = struct.unpack(">I", font[entry + 8:entry + 12])[0]
count = struct.unpack(">I", font[eblc + 4:eblc + 8])[0]
sizes = [font[eblc + 8 + 48 * i:eblc + 56 + 48 * i] for i in range(count)]
kept = [size for size in sizes if size[45] != 16]  # the strike's vertical pixels per em
font[eblc + 4:eblc + 8] = struct.pack(">I", len(kept))
font[eblc + 8:eblc + 8 + 48 * len(kept)] = b"".join(kept)
open(sys.argv[1], "wb").write(font)
PY
# Wine draws the window's title bar itself (there is no window manager to draw it).
wine reg add 'HKCU\Software\Wine\X11 Driver' /v Decorated /t REG_SZ /d N /f >/dev/null 2>&1
wineserver -w

# Seconds a page may take to appear and be drawn whole.
patience=60
capture() { # FILE: the installer's window as it is now, title bar and all
    import -window "$window" -depth 8 "ppm:$1" 2>/dev/null
}
# A point of the picture down the welcome and last pages' left side; the pages between show
# none there.
sidebar_pixel() { convert "$1" -format '%[pixel:p{40,300}]' info: 2>/dev/null; }
settle() { # WHAT PREVIOUS [SIDEBAR]: waits for a page other than PREVIOUS (a capture, or
    # nothing), drawn whole; with SIDEBAR, one with the welcome page's picture at the left
    # (the last page, after the installation's progress). Leaves it in $work/page.ppm.
    rm -f "$work/page.ppm"
    tries=$((patience * 2))
    while [ "$tries" -gt 0 ]; do
        sleep 0.5
        tries=$((tries - 1))
        capture "$work/now.ppm" || continue
        if [ -f "$work/last.ppm" ] && cmp -s "$work/now.ppm" "$work/last.ppm" &&
            { [ -z "$2" ] || ! cmp -s "$work/now.ppm" "$2"; } &&
            { [ -z "${3:-}" ] || [ "$(sidebar_pixel "$work/now.ppm")" = "$3" ]; }; then
            mv "$work/now.ppm" "$work/page.ppm"
            rm -f "$work/last.ppm"
            return 0
        fi
        mv "$work/now.ppm" "$work/last.ppm"
    done
    fail "$lang: the installer did not show $1 within $patience s"
}
press() { # KEY: pressed in the installer's window
    xdotool windowfocus --sync "$window" 2>/dev/null || true
    xdotool key "$1"
}

drawn=""
for lang in en ru; do
    case $lang in
        en) locale=en_US.UTF-8 ;;
        ru) locale=ru_RU.UTF-8 ;;
    esac
    LC_ALL=$locale wine "$setup" >/dev/null 2>&1 &
    installer=$!
    window=
    tries=$((patience * 2))
    while [ "$tries" -gt 0 ] && [ -z "$window" ]; do
        sleep 0.5
        tries=$((tries - 1))
        window=$(xdotool search --onlyvisible --name 'Casebook' 2>/dev/null | head -n 1) || true
    done
    [ -n "$window" ] || fail "$lang: the installer opened no window within $patience s"

    settle "the welcome page" ""
    mv "$work/page.ppm" "$work/welcome.ppm"
    welcome_sidebar=$(sidebar_pixel "$work/welcome.ppm")
    press Return
    settle "the components page" "$work/welcome.ppm"
    convert "$work/page.ppm" "png24:$work/$lang-install-components.png"
    mv "$work/page.ppm" "$work/components.ppm"
    press Return
    settle "the folder's page" "$work/components.ppm"
    press Return
    settle "the last page" "$work/welcome.ppm" "$welcome_sidebar"
    convert "$work/page.ppm" "png24:$work/$lang-install-finish.png"
    rm -f "$work"/*.ppm
    # Ended, not finished: Finish would start Casebook.
    wineserver -k
    wait "$installer" || true
    drawn="$drawn $work/$lang-install-components.png assets/guide/$lang/images/install-components.png"
    drawn="$drawn $work/$lang-install-finish.png assets/guide/$lang/images/install-finish.png"
done

status=0
# shellcheck disable=SC2086 # the pairs, split on purpose (no path here has a space)
"$compare" $check --made-by "sh packaging/windows/screenshots.sh" $drawn || status=1
if [ -n "$check" ]; then
    # Every committed picture of the installer is one this script makes.
    for picture in assets/guide/*/images/install-*.png; do
        case " $drawn " in *" $picture "*) ;; *) echo "stale: $picture is made by no program" >&2; status=1 ;; esac
    done
fi
[ "$status" = 0 ] || exit "$status"
# A palette of 256 colours, as the guide's other pictures (pngquant, Debian's package of that
# name): the pages have few colours, and 0.02 % of their pixels move at most.
if [ -z "$check" ] && command -v pngquant >/dev/null 2>&1; then
    for picture in assets/guide/en/images/install-*.png assets/guide/ru/images/install-*.png; do
        pngquant --quality 70-95 --speed 1 --strip --force --output "$picture" "$picture"
    done
fi
