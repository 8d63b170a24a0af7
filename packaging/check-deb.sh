#!/bin/sh
# Installs the built package into a scratch root with dpkg (its own admin directory, so the
# machine's packages are untouched) and checks that everything is where the desktop expects it:
# the binary runs, the desktop entry validates and names an installed icon and binary, the MIME
# types register, the manual page and the licences are there; then removes it cleanly.
#
#   sh packaging/check-deb.sh [target/debian/casebook_*.deb]
#
# Needs dpkg, desktop-file-utils and shared-mime-info.
set -eu
cd "$(dirname "$0")/.."
deb=${1:-$(ls -t target/debian/casebook_*.deb | head -n 1)}
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
fail() { echo "check-deb: $*" >&2; exit 1; }

dpkg-deb --field "$deb" Package | grep -qx casebook || fail "the package is not named casebook"
dpkg-deb --field "$deb" Depends | grep -q libgl1 || fail "Depends lacks the OpenGL library"
# Debian requires a maintainer: the one Cargo.toml names (its makers, and an e-mail address only
# where a real one is given).
maintainer=$(sed -n 's/^maintainer = "\(.*\)"$/\1/p' Cargo.toml)
[ -n "$maintainer" ] || fail "Cargo.toml's [package.metadata.deb] names no maintainer"
[ "$(dpkg-deb --field "$deb" Maintainer)" = "$maintainer" ] ||
    fail "the package's maintainer is \"$(dpkg-deb --field "$deb" Maintainer)\", not \"$maintainer\""

admin="$root/var/lib/dpkg"
mkdir -p "$admin/updates" "$admin/info"
touch "$admin/status" "$admin/available"
# The scratch root has no libc or X libraries installed: their absence is not what is tested.
dpkg --root="$root" --admindir="$admin" --force-depends --force-not-root \
    --force-script-chrootless --log=/dev/null -i "$deb" >"$root/dpkg.out" 2>&1 ||
    { cat "$root/dpkg.out" >&2; fail "dpkg did not install $deb"; }
dpkg --root="$root" --admindir="$admin" -s casebook | grep -q "Status: install ok installed" ||
    fail "dpkg does not list casebook as installed"

usr="$root/usr"
[ -x "$usr/bin/casebook" ] || fail "no executable /usr/bin/casebook"
# The version has one source, the workspace's Cargo.toml: the package and the program agree.
version=$(dpkg-deb --field "$deb" Version)
"$usr/bin/casebook" --version | grep -q "^casebook ${version%-*} (commit .*, database schema [0-9]*)" ||
    fail "casebook --version: $("$usr/bin/casebook" --version), the package is $version"

desktop="$usr/share/applications/casebook.desktop"
[ -f "$desktop" ] || fail "no desktop entry"
desktop-file-validate "$desktop" || fail "the desktop entry does not validate"
grep -qx 'Exec=casebook %f' "$desktop" || fail "the desktop entry does not open files"
grep -q '^Name\[ru\]=\|^GenericName\[ru\]=' "$desktop" || fail "no Russian name"
grep -q '^Comment\[ru\]=' "$desktop" || fail "no Russian comment"
for type in application/x-casebook-bundle text/x-pbn text/x-lin; do
    grep -q "^MimeType=.*$type;" "$desktop" || fail "the desktop entry does not open $type"
done

icon=$(sed -n 's/^Icon=//p' "$desktop")
[ -f "$usr/share/icons/hicolor/scalable/apps/$icon.svg" ] || fail "no scalable icon $icon"
for size in 16 22 24 32 48 64 128 256 512; do
    png="$usr/share/icons/hicolor/${size}x${size}/apps/$icon.png"
    [ -f "$png" ] || fail "no ${size}px icon"
    file "$png" | grep -q "$size x $size" || fail "$png is not $size px"
done

mime="$usr/share/mime"
XDG_DATA_DIRS="$usr/share" update-mime-database "$mime" || fail "the MIME package does not register"
for glob in '*.casebook' '*.pbn' '*.lin'; do
    grep -q ":$glob\$" "$mime/globs2" || fail "$glob is not registered"
done
grep -q '^application/x-casebook-bundle' "$mime/magic" 2>/dev/null ||
    grep -q 'x-casebook-bundle' "$mime/magic" || fail "the bundle's magic is not registered"

# A file manager offers Casebook for the three types once the desktop database knows it.
update-desktop-database "$usr/share/applications" || fail "update-desktop-database failed"
for type in application/x-casebook-bundle text/x-pbn text/x-lin; do
    grep -q "^$type=.*casebook.desktop" "$usr/share/applications/mimeinfo.cache" ||
        fail "the desktop database does not offer casebook for $type"
done
rm -f "$usr/share/applications/mimeinfo.cache"

[ -f "$usr/share/man/man1/casebook.1.gz" ] || fail "no manual page"
zcat "$usr/share/man/man1/casebook.1.gz" | grep -q '^\.TH casebook' || fail "the manual page is not roff"
for doc in copyright LICENSE-MIT LICENSE-APACHE LICENSE-DejaVu.txt LAW-TEXTS.md CHANGELOG.md; do
    [ -f "$usr/share/doc/casebook/$doc" ] || fail "no /usr/share/doc/casebook/$doc"
done
# The guide where Help › Guide looks for it (beside /usr/bin: ../share/doc/casebook/guide),
# both books with their pictures.
guide="$usr/share/doc/casebook/guide"
for page in guide.css en/index.html ru/index.html en/first-appeal.html ru/first-appeal.html \
    en/images/main-window.png ru/images/main-window.png; do
    [ -f "$guide/$page" ] || fail "no /usr/share/doc/casebook/guide/$page"
done
grep -q 'lang="ru"' "$guide/ru/window.html" || fail "the Russian guide's pages are not Russian"

# The MIME database generated above is not the package's: clear it so removal is judged alone.
find "$mime" -mindepth 1 -not -path "$mime/packages*" -delete
dpkg --root="$root" --admindir="$admin" --force-not-root --force-script-chrootless \
    --log=/dev/null -r casebook >"$root/dpkg.out" 2>&1 ||
    { cat "$root/dpkg.out" >&2; fail "dpkg did not remove casebook"; }
for gone in bin/casebook share/applications/casebook.desktop share/mime/packages/casebook.xml \
    share/icons/hicolor/scalable/apps/casebook.svg; do
    [ ! -e "$usr/$gone" ] || fail "removal left /usr/$gone"
done
echo "check-deb: $(basename "$deb") installs, opens .casebook, .pbn and .lin, and removes cleanly"
